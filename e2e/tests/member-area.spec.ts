import { e2eClockStart } from "../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { continueButton, stepHeading } from "./join-steps.ts";
import { expectAccessible, readMail, signIn } from "./support.ts";

// spec §2, §4, §5, §8: the member's own area: member info, membership details, resources and the renewal.
// Tests run in parallel against one server: only the renewal journey changes member@example.org, and only
// the profile journey changes james.okafor@example.org.

const profileTabs = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: /profile/i });

test("a member edits the profile; the e-mail and publications stay the office's; a new country reloads the states", async ({
  page,
}) => {
  await signIn(page, "james.okafor@example.org");
  await expect(page.getByRole("heading", { level: 1, name: "Member Info" })).toBeVisible();

  const email = page.getByLabel("Email Address");
  await expect(email).toHaveValue("james.okafor@example.org");
  await expect(email).toHaveAttribute("readonly", "");
  await expect(
    page.getByText(/^To change your email address, please contact the club office at /),
  ).toBeVisible();
  await expect(
    page.getByRole("radiogroup", { name: "Publication Preferences" }).getByRole("radio").first(),
  ).toBeDisabled();
  await expect(page.getByLabel(/^Street Address/)).toHaveValue("5 Harbour Street");
  await expect(page.getByLabel(/^State\/Province/)).toHaveValue("CA-ON");
  await expect(page.getByRole("button", { name: "Change Password" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Log Out" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your membership benefits" })).toBeVisible();
  await expectAccessible(page);

  // A touched required field says so; then the member saves a new city.
  const city = page.getByLabel(/^City/);
  await city.fill("");
  await city.blur();
  await expect(page.getByText("City is required")).toBeVisible();
  await city.fill("Mississauga");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Member Info was successfully updated")).toBeVisible();
  await expect(city).toHaveValue("Mississauga");

  // Saved: leaving asks nothing, and a reload shows the saved value.
  await page.reload();
  await expect(page.getByLabel(/^City/)).toHaveValue("Mississauga");

  // spec §4: changing country resets the state and loads that country's states.
  const state = page.getByLabel(/^State\/Province/);
  await expect(state.getByRole("option", { name: "Ontario" })).toBeAttached();
  await page.getByLabel(/^Country/).selectOption("US");
  await expect(state).toHaveValue("");
  await expect(state.getByRole("option", { name: "Illinois" })).toBeAttached();
  await expect(state.getByRole("option", { name: "Ontario" })).toHaveCount(0);
  await expectAccessible(page);
});

test("leaving with unsaved changes asks first: Cancel stays, Continue leaves; closing the tab asks too", async ({
  page,
}) => {
  await signIn(page, "member@example.org");
  const phone = page.getByLabel("Home Phone");
  await phone.fill("(847) 555-0199");

  await profileTabs(page).getByRole("link", { name: "Membership Details", exact: true }).click();
  const prompt = page.getByRole("dialog", { name: "Are You Sure You Want to Leave the Page?" });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText("Unsaved Changes will be lost");
  await expectAccessible(page);
  await prompt.getByRole("button", { name: "Cancel" }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(/\/my-profile\/member-info$/);
  await expect(phone).toHaveValue("(847) 555-0199");

  // The browser's own question when the tab is closed with changes unsaved.
  const beforeUnload = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const dialog = await beforeUnload;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.dismiss();
  await expect(phone).toHaveValue("(847) 555-0199");

  await profileTabs(page).getByRole("link", { name: "Membership Details", exact: true }).click();
  await prompt.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/my-profile\/membership-details$/);
  await expect(page.getByRole("heading", { level: 1, name: "Membership Details" })).toBeVisible();
});

test("membership details show the national, regional and associate panels", async ({ page }) => {
  await signIn(page, "member@example.org");
  await profileTabs(page).getByRole("link", { name: "Membership Details", exact: true }).click();

  const national = page.getByRole("region", { name: "National Membership" });
  await expect(national).toContainText("Active Member (USA)");
  await expect(national).toContainText(/Dues Expire\s*\d{4}-12-31/);
  await expect(national).toContainText(/Date Paid\s*\d{4}-\d{2}-\d{2}/);
  await expect(national).toContainText(/Amount Paid\s*\$\d+\.\d{2}/);
  const regional = page.getByRole("region", { name: "Regional Membership(s)" });
  await expect(regional.getByRole("heading", { name: "Membership 1" })).toBeVisible();
  await expect(regional).toContainText("Greater Illinois Region");
  await expect(regional).toContainText("Upper Midwest Region");
  const associate = page.getByRole("region", { name: "Associate Memberships" });
  await expect(associate).toContainText("Harold Whitfield");
  await expect(associate).toContainText("Greater Illinois Region");
  await expectAccessible(page);
});

test("a member without an associate sees '(no associate memberships registered)', and the resources", async ({
  page,
}) => {
  await signIn(page, "admin@example.org");
  await profileTabs(page).getByRole("link", { name: "Membership Details", exact: true }).click();
  await expect(page.getByRole("region", { name: "Associate Memberships" })).toContainText(
    "(no associate memberships registered)",
  );
  await expect(page.getByRole("region", { name: "Regional Membership(s)" })).toContainText(
    "Greater Illinois Region",
  );

  await profileTabs(page).getByRole("link", { name: "Member Resources", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Member Resources" })).toBeVisible();
  for (const name of [
    "Current Publications",
    "Historical Publications",
    "Club Technicians (PDF)",
    "Membership Handbook (PDF)",
  ]) {
    const link = page.getByRole("link", { name: `${name} (opens in a new tab)` });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("href", /^https?:\/\//);
  }
  await expectAccessible(page);
});

test("a member renews through the seven prefilled steps, pays, and sees the new year", async ({ page }) => {
  test.setTimeout(180_000);
  const nextYear = new Date(e2eClockStart).getUTCFullYear() + 1;
  await signIn(page, "member@example.org");

  const renew = page.getByRole("button", { name: "Renew My Membership" });
  await expect(renew).toBeEnabled();
  await renew.click();
  const confirm = page.getByRole("dialog", { name: "Renew Your Membership" });
  await expect(confirm).toContainText("step by step");
  await expect(confirm.getByRole("button", { name: "Return later" })).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "CCCA Membership Renewal" })).toBeVisible();
  await expect(stepHeading(page, "Basic Info")).toBeVisible();
  await expect(page.getByLabel(/^First Name/)).toHaveValue("Margaret");
  await expect(page.getByLabel(/^State\/Province/)).toHaveValue("US-IL");
  await expectAccessible(page);
  await continueButton(page).click();

  await expect(stepHeading(page, "National Membership")).toBeVisible();
  await expect(page.getByRole("radio", { name: /^Active Member \(USA\)/ })).toBeChecked();
  await continueButton(page).click();

  await expect(stepHeading(page, "Register Associate")).toBeVisible();
  await expect(page.getByLabel(/^Associate First Name/)).toHaveValue("Harold");
  await continueButton(page).click();

  await expect(stepHeading(page, "Regional Memberships")).toBeVisible();
  const illinois = page.getByRole("group", { name: /Greater Illinois/ });
  await expect(illinois.getByRole("checkbox").first()).toBeChecked();
  await expect(illinois.getByRole("checkbox", { name: /Include my associate/ })).toBeChecked();
  await expect(
    page
      .getByRole("group", { name: /Upper Midwest/ })
      .getByRole("checkbox")
      .first(),
  ).toBeChecked();
  await page
    .getByRole("group", { name: /New England/ })
    .getByRole("checkbox")
    .first()
    .check();
  await expectAccessible(page);
  await continueButton(page).click();

  await expect(stepHeading(page, "Giving Opportunities")).toBeVisible();
  await page.getByRole("button", { name: /^(Skip at this time|Save Donation & Continue)$/ }).click();

  await expect(stepHeading(page, "Vehicle Information")).toBeVisible();
  await continueButton(page).click();
  await expect(page.getByText("Vehicle Information is required")).toBeVisible();
  await page
    .getByLabel(/^Do you have changes to your vehicle information/)
    .selectOption({ label: "No Changes" });
  await expectAccessible(page);
  await continueButton(page).click();

  await expect(stepHeading(page, "Review Selections")).toBeVisible();
  await expect(page.getByRole("row", { name: /New England Region.* \$35\.00/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /^Total/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Checkout" }).click();

  const dialog = page.getByRole("dialog", { name: "Choose payment method" });
  await expect(dialog.getByRole("button", { name: "Approve payment" })).toBeVisible();
  await dialog.getByRole("button", { name: "Approve payment" }).click();
  await expect(dialog).toContainText("Your payment was successful!");
  await expectAccessible(page);
  await dialog.getByRole("link", { name: "Return to Member Info" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Member Info" })).toBeVisible();
  await expect(page).toHaveURL(/\/my-profile\/member-info$/);
  // spec §4: renewed inside the window, so the button is now disabled and says why.
  await expect(renew).toBeDisabled();
  await expect(page.getByText(/^You have already renewed for the coming year/)).toBeVisible();
  await expectAccessible(page);

  await profileTabs(page).getByRole("link", { name: "Membership Details", exact: true }).click();
  await expect(page.getByRole("region", { name: "National Membership" })).toContainText(
    new RegExp(`Dues Expire\\s*${nextYear}-12-31`),
  );
  await expect(page.getByRole("region", { name: "Regional Membership(s)" })).toContainText(
    "New England Region",
  );

  const receipt = await readMail("member@example.org", /^Subject: CCCA receipt/m);
  expect(receipt).toContain("New England Region");
});
