import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectAccessible, signIn } from "./support.ts";

// Issue 25: the help page, open to everyone, reached from the site header (the menu drawer on a phone).

async function openHelpFromHeader(page: Page, width: number) {
  if (width < 600) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile menu" }).getByRole("link", { name: "Help" }).click();
  } else {
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Help" }).click();
  }
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole("heading", { name: "Help", level: 1 })).toBeVisible();
}

for (const width of [375, 1280]) {
  test(`a visitor opens Help from the header and finds the answers (${width}px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/login");
    await openHelpFromHeader(page, width);
    for (const question of [
      "Renewing your membership",
      "Paying by cheque",
      "If you forgot your password",
      "Adding a car",
      "Your membership card and receipts",
      "Your car's record",
      "Events and checking in at the gate",
      "Judging and results",
      "Your privacy: who sees your details, your data, leaving",
      "Contacting the office",
    ]) {
      await expect(page.getByRole("heading", { name: question, level: 2 })).toBeVisible();
    }
    // Nothing runs off the side of a phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectAccessible(page);

    await page.getByRole("link", { name: "Reset your password" }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
  });
}

test("a signed-in member opens Help from the header too", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, "member@example.org");
  await openHelpFromHeader(page, 375);
  await page.getByRole("link", { name: "My Vehicles", exact: true }).click();
  await expect(page).toHaveURL(/\/my-profile\/my-vehicles$/);
});
