import { expect, test } from "./fixtures.ts";
import {
  continueButton,
  fillAccount,
  fillBasicInfo,
  joinWithPlanOnly,
  stepHeading,
  uniqueEmail,
} from "./join-steps.ts";
import { demoPassword, expectAccessible, readMail, signIn } from "./support.ts";

// spec §2, §4, §5, §9: the join wizard, from Basic Info to the sandbox payment and the first sign-in.

test("a visitor joins with an associate, regions and a donation, pays, and signs in", async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("full");
  await page.goto("/join-the-ccca");
  await expect(page.getByRole("heading", { level: 1, name: /^Join the / })).toBeVisible();
  await expect(page.getByRole("link", { name: "Printable membership form" })).toBeVisible();
  await expectAccessible(page);

  // Step 1: errors only for touched fields; the referrer is asked for when ticked.
  await page.getByLabel(/^First Name/).focus();
  await page.getByLabel(/^First Name/).blur();
  await expect(page.getByText("First Name is required")).toBeVisible();
  await expect(page.getByText("Last Name is required")).toHaveCount(0);
  await fillBasicInfo(page);
  await page.getByLabel("Were you referred by a member?").check();
  await page.getByLabel(/^Referrer Name/).fill("Margaret Whitfield");
  await expectAccessible(page);
  await continueButton(page).click();

  // Step 2: Continue waits for the 2-second availability check.
  await expect(stepHeading(page, "Create Password")).toBeFocused();
  await fillAccount(page, email);
  await expect(continueButton(page)).toBeDisabled();
  await expect(page.getByText("Checking the email address…")).toBeVisible();
  await expect(continueButton(page)).toBeEnabled({ timeout: 10_000 });
  await expect(page.getByText("This email address is available.")).toBeVisible();
  await expectAccessible(page);

  // Back and forward keep what was typed.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(stepHeading(page, "Basic Info")).toBeVisible();
  await expect(page.getByLabel(/^First Name/)).toHaveValue("Evelyn");
  await expect(page.getByLabel(/^State\/Province/)).toHaveValue("US-IL");
  await expect(page.getByLabel(/^Referrer Name/)).toHaveValue("Margaret Whitfield");
  await continueButton(page).click();
  await expect(page.getByLabel(/^Email/)).toHaveValue(email);
  await expect(page.getByLabel(/^Password/)).toHaveValue(demoPassword);
  await expect(continueButton(page)).toBeEnabled({ timeout: 10_000 });
  await continueButton(page).click();

  // Step 3: a plan is needed; the LIFE plan is not offered.
  await expect(stepHeading(page, "Select National Membership")).toBeVisible();
  await expect(page.getByRole("radio", { name: /^Active Member \(USA\)/ })).toBeVisible();
  await expect(page.getByRole("radio", { name: /LIFE Member/ })).toHaveCount(0);
  await expect(continueButton(page)).toBeDisabled();
  await expectAccessible(page);
  await page.getByRole("radio", { name: /^Active Member \(USA\)/ }).click();
  await continueButton(page).click();

  // Step 4: with Yes, both names enable Continue.
  await expect(stepHeading(page, "Register Associate")).toBeVisible();
  await page.getByRole("radio", { name: "Yes" }).check();
  await expect(continueButton(page)).toBeDisabled();
  await page.getByLabel(/^Associate First Name/).fill("Harold");
  await expect(continueButton(page)).toBeDisabled();
  await page.getByLabel(/^Associate Last Name/).fill("Carrington");
  await expect(continueButton(page)).toBeEnabled();
  await expectAccessible(page);
  await continueButton(page).click();

  // Step 5: two regions, the associate in one.
  await expect(stepHeading(page, "Select Regional Memberships")).toBeVisible();
  const arizona = page.getByRole("group", { name: /Arizona/ });
  const illinois = page.getByRole("group", { name: /Greater Illinois/ });
  await arizona.getByRole("checkbox").first().check();
  await arizona.getByRole("checkbox", { name: /Include my associate/ }).check();
  await illinois.getByRole("checkbox").first().check();
  await expectAccessible(page);
  await continueButton(page).click();

  // Step 6: a $25 club donation.
  await expect(stepHeading(page, "Giving Opportunities")).toBeVisible();
  await expect(page.getByRole("button", { name: "Skip at this time" })).toBeVisible();
  await page.getByLabel("Donate to the club").check();
  await page
    .getByRole("group", { name: "Club donation" })
    .getByLabel(/^In the Amount of/)
    .fill("25");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Save Donation & Continue" }).click();

  // Step 7: 80 + 15 + 30 + 5 + 40 + 25 = 195 dollars, fee 5.85.
  await expect(stepHeading(page, "Review Selections")).toBeVisible();
  await expect(page.getByRole("row", { name: /Active Member \(USA\) \$80\.00/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /Associate Member \(USA\).*\$15\.00/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /Donation to the club \$25\.00/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /Convenience fee \(3%\) \$5\.85/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /^Total/ })).toContainText("$200.85");
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: /^Remove Greater Illinois/ }).click();
  // 155 dollars, fee 4.65.
  await expect(page.getByRole("row", { name: /^Total/ })).toContainText("$159.65");
  await expect(page.getByRole("button", { name: /^Remove associate from Arizona/ })).toBeVisible();

  await page.getByRole("button", { name: "Checkout" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose payment method" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("$159.65");
  await expect(dialog.getByRole("button", { name: "Approve payment" })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Approve payment" }).click();
  await expect(dialog).toContainText("Your payment was successful!");
  await expect(dialog).toContainText("Thank you for joining");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/\/login$/);

  const welcome = await readMail(email, /^Subject: Welcome to the /m);
  expect(welcome).toContain("Your membership is active.");
  const receipt = await readMail(email, /^Subject: CCCA receipt for order /m);
  expect(receipt).toContain("Total paid: $159.65 (USD)");
  expect(receipt).toContain("Convenience fee (3%): $4.65");

  await signIn(page, email);
});

test("a taken email keeps Continue disabled and points to log in", async ({ page }) => {
  await page.goto("/join-the-ccca");
  await fillBasicInfo(page);
  await continueButton(page).click();
  await fillAccount(page, "member@example.org");
  await expect(page.getByText("This email is already associated with a member.")).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByRole("link", { name: "log in" })).toHaveAttribute("href", "/login");
  await expect(continueButton(page)).toBeDisabled();
  await expectAccessible(page);
});

test("a declined payment can be tried again in the same dialog", async ({ page }) => {
  const email = uniqueEmail("declined");
  await joinWithPlanOnly(page, email, /^Digital Member/);
  await page.getByRole("button", { name: "Checkout" }).click();

  const dialog = page.getByRole("dialog", { name: "Choose payment method" });
  await expect(dialog.getByRole("button", { name: "Decline payment" })).toBeVisible();

  // Closing and coming back to Checkout reopens the same order: no second member, nothing typed again.
  await dialog.getByRole("button", { name: "Close dialog" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Checkout" }).click();
  await dialog.getByRole("button", { name: "Decline payment" }).click();
  await expect(dialog.getByRole("alert")).toContainText("The payment was declined");
  await expect(dialog.getByRole("button", { name: "OK" })).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole("button", { name: "Approve payment" }).click();
  await expect(dialog).toContainText("Your payment was successful!");
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email);
});
