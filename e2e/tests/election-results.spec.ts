import { expect, test } from "./fixtures.ts";
import { expectAccessible, signIn, signInAsOffice } from "./support.ts";

// Issue 46, publish results: the demo's "Board of Directors 2026" closed yesterday with four ballots (three online,
// James Okafor's on paper). The office counts it (unless the job already has), reads the count and publishes it at a
// desk; a member reads the results on a phone and at a desk. The winners hold their board seats from the election's
// day, two weeks on.

const title = "Board of Directors 2026";

test("the office counts and publishes an election's results; a member reads them on a phone", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const office = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const desk = await office.newPage();
  await signInAsOffice(desk);
  await desk.getByRole("navigation", { name: "Office" }).getByRole("link", { name: "Elections" }).click();
  await desk.getByRole("link", { name: title }).click();
  await expect(desk.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await desk.getByRole("tab", { name: "Results" }).click();
  const countNow = desk.getByRole("button", { name: "Count now" });
  const counted = desk.getByText(/^Counted on \d{4}-\d{2}-\d{2}\.$/);
  await expect(countNow.or(counted)).toBeVisible();
  if (await countNow.isVisible()) await countNow.click();
  await expect(counted).toBeVisible();
  await expect(
    desk.getByText("4 ballots from 5 voters on the roll (80 %): 3 online, 1 on paper."),
  ).toBeVisible();
  const race = desk.getByRole("region", { name: "Board of Directors: 2 seats" });
  await expect(race.getByRole("listitem").filter({ hasText: "Eleanor Hayes" })).toContainText(
    "4 votesElected",
  );
  await expect(race.getByRole("listitem").filter({ hasText: "Walter Brandt" })).toContainText(
    "3 votesElected",
  );
  await expect(race.getByRole("listitem").filter({ hasText: "Henry Caldwell" })).toContainText("1 vote");
  await expect(desk.getByRole("region", { name: /^Bylaws, article 4/ })).toContainText("Carried");
  await expectAccessible(desk);

  await desk.getByRole("button", { name: "Publish the results" }).click();
  const dialog = desk.getByRole("dialog", { name: "Publish the results?" });
  await expect(dialog).toContainText("those elected will hold their office from");
  await expectAccessible(desk);
  await dialog.getByRole("button", { name: "Publish" }).click();
  await expect(desk.getByText(/^Members have read these results since/)).toBeVisible();
  await desk.getByRole("tab", { name: "Setup" }).click();
  await expect(desk.getByText("Results published").first()).toBeVisible();
  await office.close();

  // A member on a phone, then at a desk.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    if (width === 375) await signIn(page, "member@example.org");
    await page.goto("/elections");
    await page.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const results = page.getByRole("region", { name: "Results" });
    await expect(
      results.getByText(/^Published on \d{4}-\d{2}-\d{2}\. Those elected hold their office from/),
    ).toBeVisible();
    await expect(results.getByRole("listitem").filter({ hasText: "Eleanor Hayes" })).toContainText("Elected");
    await expect(results.getByText("Yes 3, No 1, abstained or left blank 0.")).toBeVisible();
    await expectAccessible(page);
  }
});
