import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { joinWithPlanOnly, uniqueEmail } from "./join-steps.ts";
import { signIn } from "./support.ts";

/**
 * A member of one's own for a journey that changes data: joined through the wizard, paid in the sandbox and
 * signed in, so parallel tests never share cars or registrations (the demo members stay untouched).
 */
export async function joinAndSignIn(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  await joinWithPlanOnly(page, email, /^Active Member \(USA\)/);
  await page.getByRole("button", { name: "Checkout" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose payment method" });
  await dialog.getByRole("button", { name: "Approve payment" }).click();
  await expect(dialog).toContainText("Your payment was successful!");
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email);
  return email;
}
