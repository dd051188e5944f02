import { e2eClockStart } from "../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { continueButton, stepHeading } from "./join-steps.ts";
import { demoPassword, expectAccessible, readMail } from "./support.ts";

// Issue 15: a reminder's one-click renewal link, from the mail in the outbox to a paid renewal, without a
// password. Only this journey changes henry.caldwell@example.org (a demo member kept for it).

const henry = "henry.caldwell@example.org";

test("a member follows the link in their reminder, renews without a password, pays; the link then says so", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // The office's run of the day's reminders (the daily job does the same); its page has a journey of its own.
  const login = await request.post("/api/v1/members/login", {
    data: { member: { email: "office@example.org", password: demoPassword, remember_me: false } },
  });
  const office = { Authorization: login.headers().authorization as string };
  expect((await request.post("/api/v1/office/reminders/run", { headers: office })).ok()).toBe(true);

  const mail = await readMail(henry, /\/renew\/[A-Za-z0-9_-]+/);
  expect(mail).toContain("Subject: Your");
  const link = /https?:\/\/\S+\/renew\/[A-Za-z0-9_-]+/.exec(mail)?.[0] as string;

  await page.goto(link);
  // Issue 25: the link lands on the one-tap renewal; changing the choices opens the wizard.
  await expect(page).toHaveURL(/\/my-profile\/renew$/);
  await page.getByRole("button", { name: "Change my choices" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "CCCA Membership Renewal" })).toBeVisible();
  await expect(page).toHaveURL(/\/my-profile\/member-info/);
  await expect(stepHeading(page, "Basic Info")).toBeVisible();
  await expect(page.getByLabel(/^First Name/)).toHaveValue("Henry");
  await expectAccessible(page);
  await continueButton(page).click();

  await expect(stepHeading(page, "National Membership")).toBeVisible();
  await expect(page.getByRole("radio", { name: /^Active Member \(USA\)/ })).toBeChecked();
  await continueButton(page).click();
  await expect(stepHeading(page, "Register Associate")).toBeVisible();
  await continueButton(page).click();
  await expect(stepHeading(page, "Regional Memberships")).toBeVisible();
  await expect(
    page
      .getByRole("group", { name: /New England/ })
      .getByRole("checkbox")
      .first(),
  ).toBeChecked();
  await continueButton(page).click();
  await expect(stepHeading(page, "Giving Opportunities")).toBeVisible();
  await page.getByRole("button", { name: /^(Skip at this time|Save Donation & Continue)$/ }).click();
  await expect(stepHeading(page, "Vehicle Information")).toBeVisible();
  await page
    .getByLabel(/^Do you have changes to your vehicle information/)
    .selectOption({ label: "No Changes" });
  await continueButton(page).click();
  await expect(stepHeading(page, "Review Selections")).toBeVisible();
  await page.getByRole("button", { name: "Checkout" }).click();

  const dialog = page.getByRole("dialog", { name: "Choose payment method" });
  await dialog.getByRole("button", { name: "Approve payment" }).click();
  await expect(dialog).toContainText("Your payment was successful!");
  await dialog.getByRole("link", { name: "Return to Member Info" }).click();
  await expect(page.getByText(/^You have already renewed for the coming year/)).toBeVisible();
  const nextYear = new Date(e2eClockStart).getUTCFullYear() + 1;
  await page
    .getByRole("navigation", { name: /profile/i })
    .getByRole("link", { name: "Membership Details", exact: true })
    .click();
  await expect(page.getByRole("region", { name: "National Membership" })).toContainText(
    new RegExp(`Dues Expire\\s*${nextYear}-12-31`),
  );

  // Issue 39: the link's session sees and pays the renewal, nothing else: Member Info offers the renewal only, and
  // anything more (here the member's cars) asks for the password, saying why.
  await page
    .getByRole("navigation", { name: /profile/i })
    .getByRole("link", { name: "Member Info", exact: true })
    .click();
  await expect(page.getByText(/You signed in with the link in your renewal reminder/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Leave the club" })).toHaveCount(0);
  await page.goto("/my-profile/my-vehicles");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("status")).toContainText(
    "Your renewal link only lets you renew your membership.",
  );
  await expectAccessible(page);

  // Paid: the same link (here typed as a letter's short address would be) no longer signs in, and says why.
  const later = await browser.newContext().then((context) => context.newPage());
  await later.setViewportSize({ width: 375, height: 800 });
  await later.goto(link.replace("/renew/", "/r/"));
  await expect(later.getByRole("status")).toContainText("already been renewed");
  await expect(later.getByRole("link", { name: "Sign in to see your membership" })).toBeVisible();
  await expectAccessible(later);
});

test("a forged or mistyped renewal link shows the way to sign in instead", async ({ page }) => {
  await page.goto("/renew/not-a-real-link");
  await expect(page.getByRole("heading", { level: 1, name: "Renewal link" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("This renewal link is not valid");
  await expectAccessible(page);
  await page.getByRole("link", { name: "Sign in to renew" }).click();
  await expect(page).toHaveURL(/\/login$/);
});
