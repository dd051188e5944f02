import { expect, test } from "./fixtures.ts";
import { joinThroughApi } from "./fresh-member.ts";
import { expectAccessible, signInAsOffice } from "./support.ts";

// Issue 46: the office seats a member on the board; everyone reads who serves on the home page; ending the term the
// day it began takes them off again.

test("the office adds a member to the board, everyone reads it on the home page, and the office ends it, at 375 and 1280 px", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const member = await joinThroughApi(page.request, "committee", {
    firstName: "Winifred",
    lastName: "Ashcombe",
  });
  const role = `Secretary ${member.memberNo}`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsOffice(page);
  await page.getByRole("link", { name: "Committees" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Committees" })).toBeVisible();
  const board = page.getByRole("region", { name: "Board of Directors" });
  const form = board.getByRole("form", { name: "Add a member to the Board of Directors" });
  await form.getByRole("textbox", { name: "Member number" }).fill(String(member.memberNo));
  await form.getByRole("textbox", { name: /^Role/ }).fill(role);
  await form.getByRole("button", { name: "Add the member" }).click();
  const label = `${role}: Winifred Ashcombe (no. ${member.memberNo})`;
  const seat = board.getByRole("listitem").filter({ hasText: label });
  await expect(seat).toContainText("Serving");
  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 900 });
  await expectAccessible(page);

  // Anyone (a browser of its own, never signed in) reads who serves on the board.
  const visitor = await browser.newPage({ baseURL });
  for (const width of [375, 1280]) {
    await visitor.setViewportSize({ width, height: 900 });
    await visitor.goto("/home");
    const section = visitor.getByRole("region", { name: "Board and committees" });
    await expect(
      section
        .getByRole("list", { name: "Members of the Board of Directors" })
        .getByRole("listitem")
        .filter({
          hasText: `${role}:`,
        }),
    ).toBeVisible();
    await expectAccessible(visitor);
  }

  // Ended the day it began, the term is gone, on the office's page and the home page alike.
  await page.setViewportSize({ width: 1280, height: 900 });
  await board.getByRole("button", { name: `End today: ${label}` }).click();
  const dialog = page.getByRole("dialog", { name: "End the term today?" });
  await expect(dialog).toContainText("stops serving today");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "End the term" }).click();
  await expect(seat).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByRole("region", { name: "Board and committees" })).toBeVisible();
  await expect(visitor.getByText(`${role}:`)).toHaveCount(0);
  await visitor.close();
});
