import { expect, test } from "./fixtures.ts";
import { joinThroughApi } from "./fresh-member.ts";
import { appointOfficer } from "./officers.ts";
import { expectAccessible, signIn } from "./support.ts";

// Issue 42: a region's own page, open to anyone: its officers, its coming events, its news and how to join it.

for (const width of [375, 1280]) {
  test(`at ${width}px a visitor reads Greater Illinois's page: its officers, its events and how to join`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/regions/gi");
    await expect(page.getByRole("heading", { level: 1, name: "Greater Illinois Region" })).toBeVisible();
    const officers = page.getByRole("list", { name: "Officers" });
    await expect(officers.getByRole("listitem").first()).toContainText("Regional administrator:");
    const events = page.getByRole("list", { name: "Coming events" });
    await expect(events.getByText("Grand Classic — Spring")).toBeVisible();
    await expect(page.getByText(/for \$40\.00 a year/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Join the club" }).click();
    await expect(page).toHaveURL(/\/join-the-ccca/);
  });
}

test("a code no region has is said in words", async ({ page }) => {
  await page.goto("/regions/zz");
  await expect(page.getByText("No region has the code ZZ.")).toBeVisible();
  await expectAccessible(page);
});

test("Greater Illinois's newsletter editor posts its news; members read the members-only post, visitors only the public one, at 375 and 1280 px", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const editor = await joinThroughApi(page.request, "gi-editor");
  await appointOfficer(page.request, { region: "GI" }, editor.memberNo, "newsletter_editor");
  const tag = String(editor.memberNo);
  const publicTitle = `Fox River picnic ${tag}`;
  const membersTitle = `Tour routes for members ${tag}`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, editor.email);
  await page.goto("/my-profile/regional-administrator");
  await page.getByRole("link", { name: "News and newsletter of the Greater Illinois Region" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "News and newsletter: Greater Illinois Region" }),
  ).toBeVisible();
  const form = page.getByRole("form", { name: "Write a post" });
  for (const [title, membersOnly] of [
    [publicTitle, false],
    [membersTitle, true],
  ] as const) {
    await form.getByRole("textbox", { name: "Title" }).fill(title);
    await form.getByRole("textbox", { name: "Text" }).fill("Meet at nine.\n\nBring a chair.");
    if (membersOnly) await form.getByRole("checkbox", { name: /Members only/ }).check();
    await form.getByRole("button", { name: "Publish the post" }).click();
    await expect(page.getByRole("article", { name: title })).toBeVisible();
    // The form empties once the post is listed: on a busy machine the next title, typed before, was emptied with it.
    await expect(form.getByRole("textbox", { name: "Title" })).toHaveValue("");
  }
  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 900 });
  await expectAccessible(page);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/regions/gi");
    const news = page.getByRole("region", { name: "News" });
    await expect(news.getByRole("article", { name: membersTitle })).toContainText("Members only");
    await expect(news.getByRole("article", { name: publicTitle })).toBeVisible();
    await expectAccessible(page);
  }

  // A visitor (a browser of their own, never signed in): the public post only.
  const visitor = await browser.newPage({ baseURL });
  for (const width of [375, 1280]) {
    await visitor.setViewportSize({ width, height: 900 });
    await visitor.goto("/regions/gi");
    const news = visitor.getByRole("region", { name: "News" });
    await expect(news.getByRole("article", { name: publicTitle })).toBeVisible();
    await expect(news.getByRole("article", { name: membersTitle })).toHaveCount(0);
    await expectAccessible(visitor);
  }
  await visitor.close();
});
