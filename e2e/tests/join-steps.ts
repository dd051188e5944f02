import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { demoPassword } from "./support.ts";

// Steps of the join wizard that several journeys walk through.

export const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });
export const continueButton = (page: Page) => page.getByRole("button", { name: "Continue" });

export function uniqueEmail(tag: string): string {
  return `join-${tag}-${Date.now()}-${Math.floor(Math.random() * 1000)}@example.net`;
}

export async function fillBasicInfo(page: Page, firstName = "Evelyn") {
  await expect(stepHeading(page, "Basic Info")).toBeVisible();
  await page.getByLabel(/^First Name/).fill(firstName);
  await page.getByLabel(/^Last Name/).fill("Carrington");
  await page.getByLabel(/^Street Address/).fill("18 Packard Lane");
  await page.getByLabel(/^City/).fill("Evanston");
  await expect(page.getByLabel(/^Country/)).toHaveValue("US");
  await page.getByLabel(/^State\/Province/).selectOption({ label: "Illinois" });
  await page.getByLabel(/^Postal Code/).fill("60201");
}

export async function fillAccount(page: Page, email: string) {
  await expect(stepHeading(page, "Create Password")).toBeVisible();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByLabel(/^Confirm Password/).fill(demoPassword);
}

/** From Basic Info to Review Selections with the given plan and nothing else chosen. */
export async function joinWithPlanOnly(page: Page, email: string, plan: RegExp) {
  await page.goto("/join-the-ccca");
  await fillBasicInfo(page);
  await continueButton(page).click();
  await fillAccount(page, email);
  await expect(continueButton(page)).toBeEnabled({ timeout: 10_000 });
  await continueButton(page).click();
  await page.getByRole("radio", { name: plan }).click();
  await continueButton(page).click();
  await expect(stepHeading(page, "Register Associate")).toBeVisible();
  await continueButton(page).click();
  await expect(stepHeading(page, "Select Regional Memberships")).toBeVisible();
  await continueButton(page).click();
  await page.getByRole("button", { name: "Skip at this time" }).click();
  await expect(stepHeading(page, "Review Selections")).toBeVisible();
}
