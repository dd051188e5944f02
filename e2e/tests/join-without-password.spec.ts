import { e2eDataDir, settingsPortalUrl } from "../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { continueButton, fillBasicInfo, stepHeading, uniqueEmail } from "./join-steps.ts";
import { expectAccessible, readMail, signInAsOffice } from "./support.ts";

// Issue 43: where the office allows it, a visitor joins without choosing a password, pays, signs in with a code from
// the e-mail, and chooses a password later. On the settings portal: the setting changes what every joiner sees.

test.use({ baseURL: settingsPortalUrl, viewport: { width: 375, height: 800 } });

test("a visitor joins without a password where the club allows it, signs in with a code, and chooses one later", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const office = await browser
    .newContext({ baseURL: settingsPortalUrl })
    .then((context) => context.newPage());
  await signInAsOffice(office);
  await office.goto("/office/settings");
  const allow = office.getByLabel("Let people join without choosing a password");
  const save = async (on: boolean) => {
    await allow.setChecked(on);
    await office.getByRole("button", { name: "Save the settings" }).click();
    await office.getByRole("dialog").getByRole("button", { name: "Save the settings" }).click();
    await expect(office.getByText("The settings were saved.")).toBeVisible();
  };
  await save(true);
  try {
    const email = uniqueEmail("codes");
    await page.goto("/join-the-ccca");
    await fillBasicInfo(page, "Beatrice");
    await continueButton(page).click();
    await expect(stepHeading(page, "Create Password")).toBeVisible();
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/without a password/).check();
    await expect(page.getByLabel(/^Password/)).toHaveCount(0);
    await expectAccessible(page);
    await expect(continueButton(page)).toBeEnabled({ timeout: 10_000 });
    await continueButton(page).click();
    await page.getByRole("radio", { name: /Active Member \(USA\)/ }).click();
    await continueButton(page).click();
    await continueButton(page).click();
    await continueButton(page).click();
    await page.getByRole("button", { name: "Skip at this time" }).click();
    await expect(stepHeading(page, "Review Selections")).toBeVisible();
    await page.getByRole("button", { name: "Checkout" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose payment method" });
    await dialog.getByRole("button", { name: "Approve payment" }).click();
    await expect(dialog).toContainText("Your payment was successful!");
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole("link", { name: "E-mail me a sign-in code" }).click();
    // The login page's own Email field stays until the code's page has loaded.
    await expect(page.getByRole("heading", { name: "Sign In With a Code", level: 1 })).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "E-mail Me a Code" }).click();
    await expect(page.getByRole("status")).toContainText("If that email belongs to a member");
    const mail = await readMail(email, /Subject: \d{3} \d{3} is your/, `${e2eDataDir}-settings`);
    const code = (/Subject: (\d{3}) (\d{3}) is your/.exec(mail) ?? []).slice(1).join("");
    await page.getByLabel("Code from the e-mail").fill(code);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/my-profile/);

    await page.goto("/my-profile/change-password");
    await expect(page.getByRole("heading", { name: "Choose a Password", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Current Password")).toHaveCount(0);
    await expectAccessible(page);
    await page.getByLabel("New Password", { exact: true }).fill("Chosen-Later-1936");
    await page.getByLabel("Confirm New Password").fill("Chosen-Later-1936");
    await page.getByRole("button", { name: "Choose Password" }).click();
    await expect(page.getByText("Your password is set.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Change Password", level: 1 })).toBeVisible();
  } finally {
    await save(false);
  }
});
