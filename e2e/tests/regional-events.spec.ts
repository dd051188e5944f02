import { expect, test } from "./fixtures.ts";
import { expectAccessible, signIn } from "./support.ts";

// Issue 28: a regional administrator adds an event of their region from their page, with a member price, and
// members see it on My Events; a club-wide event is not theirs to add.

test("a regional administrator adds a portal event in their region, and members see it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Illinois Tour ${Date.now()}-${Math.floor(Math.random() * 1000)}`;
  await signIn(page, "admin@example.org");
  await page.goto("/my-profile/regional-administrator");
  const section = page.getByRole("region", { name: "Your regions' events" });
  await expect(section.getByRole("heading", { name: "Your regions' events" })).toBeVisible();
  await expectAccessible(page);

  await section.getByRole("button", { name: "Add an event" }).click();
  const dialog = page.getByRole("dialog", { name: "Add an event" });
  const form = dialog.getByRole("form", { name: "Event" });
  // The region is theirs to choose, never the whole club.
  await expect(form.getByLabel(/^Region/).getByRole("option", { name: /Club-wide/ })).toHaveCount(0);
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/^Start date/).fill("2027-08-14");
  await form.getByLabel(/^End date/).fill("2027-08-15");
  await form.getByLabel("Here in the portal").check();
  await form.getByLabel(/^Capacity/).fill("12");
  await form.getByLabel(/^Member price/).fill("35");
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(form.getByText("Choose one of the regions you administer")).toBeVisible();
  await form.getByLabel(/^Region/).selectOption({ label: "Greater Illinois Region" });
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("list", { name: "The new event" })).toContainText(`Title: ${title}`);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Add the event" }).click();
  const row = section.getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText("Greater Illinois Region");
  await expect(row).toContainText("0 of 12");

  const member = await browser.newPage();
  await signIn(member, "member@example.org");
  await member.goto("/my-profile/my-events");
  const available = member.getByRole("region", { name: "Available Events" });
  await expect(available.getByRole("heading", { name: title })).toBeVisible();
  await member.close();
});
