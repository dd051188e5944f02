import { settingsPortalUrl } from "../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { expectAccessible, signIn, signInAsOffice } from "./support.ts";

// Issue 14: the office's settings and dashboard, on a portal of their own (the settings change what every page
// shows). Its clock starts on 21 November 2026, inside the default renewal window (1 October to 31 December).

test.use({ baseURL: settingsPortalUrl });

test("the office reads the dashboard, moves the renewal window and changes the office's phone; members see both at once", async ({
  page,
  browser,
}) => {
  await signInAsOffice(page);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByText("Active members", { exact: true })).toBeVisible();
  for (const chart of [
    "Active members by plan",
    "Active members by region",
    "Joins and renewals by month",
    "Revenue by month",
  ])
    await expect(page.getByRole("heading", { name: chart, level: 2 })).toBeVisible();
  await expect(page.getByRole("table", { name: "Active members by plan" })).toContainText(
    "Active Member (USA)",
  );
  await expectAccessible(page);

  const member = await browser.newContext().then((context) => context.newPage());
  await signIn(member, "member@example.org");
  await expect(member.getByRole("button", { name: "Renew My Membership" })).not.toHaveAttribute(
    "aria-disabled",
  );

  await page.getByRole("navigation", { name: "Office" }).getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await page.getByLabel("Opens on: month").selectOption({ label: "January" });
  await page.getByLabel("Opens on: day").selectOption("15");
  await page.getByLabel("Closes on: month").selectOption({ label: "February" });
  await page.getByLabel("Closes on: day").selectOption("28");
  await page.getByLabel("Office phone").fill("(847) 555-0100");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Save the settings" }).click();
  const confirm = page.getByRole("dialog", { name: "Save the settings?" });
  await expect(confirm).toContainText("Renewals open from 15 January to 28 February");
  await expect(confirm).toContainText("Office phone: (847) 555-0100");
  await confirm.getByRole("button", { name: "Save the settings" }).click();
  await expect(page.getByText("The settings were saved.")).toBeVisible();

  // The member's next page: the Renew button says when renewals open, and the footer has the new number.
  await member.reload();
  await expect(member.getByText("Membership renewal is open from 2026-01-15 to 2026-02-28.")).toBeVisible();
  await expect(member.getByRole("button", { name: "Renew My Membership" })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  await expect(member.getByRole("contentinfo")).toContainText("(847) 555-0100");

  await page.getByRole("navigation", { name: "Office" }).getByRole("link", { name: "Audit trail" }).click();
  await expect(page.getByRole("row", { name: /Dorothy Keller.*settings/i }).first()).toBeVisible();
});

test("a regional administrator reads their regions' dashboard", async ({ page }) => {
  await signIn(page, "admin@example.org");
  await page.getByRole("link", { name: "Regional Administrator" }).click();
  await expect(page.getByRole("heading", { name: "Your regions at a glance", level: 2 })).toBeVisible();
  await expect(page.getByRole("table", { name: "Active members by region" })).toContainText(
    "Greater Illinois Region",
  );
  await expect(page.getByRole("heading", { name: "Revenue by month" })).toHaveCount(0);
  await expectAccessible(page);
});
