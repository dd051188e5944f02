import { e2eDataDir, paypalPortalUrl } from "../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { joinWithPlanOnly, uniqueEmail } from "./join-steps.ts";
import { expectAccessible, readMail, signIn } from "./support.ts";

// The PayPal path, against a portal configured for PayPal whose API and JS SDK are a local stand-in.
test.use({ baseURL: paypalPortalUrl });

test("a visitor joins and pays with PayPal's buttons", async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("paypal");
  await joinWithPlanOnly(page, email, /^Active Member \(USA\)/);
  await expect(page.getByRole("row", { name: /^Total/ })).toContainText("$82.40");
  await page.getByRole("button", { name: "Checkout" }).click();

  const dialog = page.getByRole("dialog", { name: "Choose payment method" });
  await expect(dialog).toContainText("$82.40");
  await dialog.getByRole("button", { name: "Pay with PayPal" }).click();
  await expect(dialog).toContainText("Your payment was successful!");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/\/login$/);

  const receipt = await readMail(email, /^Subject: CCCA receipt/m, `${e2eDataDir}-paypal`);
  expect(receipt).toContain("Total paid: $82.40 (USD)");
  expect(receipt).toMatch(/Payment: CAP-[0-9A-F]+/);
  await signIn(page, email);
  await page.goto("/my-profile/membership-details");
  await expect(page.getByRole("heading", { name: "Membership Details", level: 1 })).toBeVisible();
});
