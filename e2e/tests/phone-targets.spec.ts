import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectAccessible, signIn, signInAsOffice } from "./support.ts";

// Issue 25: on a phone every button, field, list and menu control is at least 44px tall (WCAG 2.5.8 asks 24px;
// older hands need more), and the office's import page fits the narrowest phone.

/** 44px: the height each control is given below the theme's md breakpoint (app/global.css). */
const tapHeight = 44;

/**
 * The controls shown on the page that are shorter than a finger, each with its name and height. A checkbox or radio
 * is measured by its label, which takes the tap too; a password field by the box around its input and eye button.
 */
function shortControls(page: Page) {
  return page.evaluate((minimum) => {
    const controls = [
      "button",
      "select",
      '[role="button"]',
      '[role="combobox"]',
      '[role="menuitem"]',
      '[role="tab"]',
      'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"])',
      ".mantine-Checkbox-label",
      ".mantine-Radio-label",
    ].join(", ");
    return Array.from(document.querySelectorAll<HTMLElement>(controls))
      .map((element) => element.closest<HTMLElement>(".mantine-PasswordInput-input") ?? element)
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.height < minimum - 0.5;
      })
      .map((element) => {
        const name = element.getAttribute("aria-label") ?? element.textContent ?? element.id;
        return `${element.tagName.toLowerCase()} "${name.trim()}": ${element.getBoundingClientRect().height}px`;
      });
  }, tapHeight);
}

test.describe("at 375px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the login page's controls are at least 44px tall", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByLabel("Email")).toBeEditable();
    expect(await shortControls(page)).toEqual([]);
    await expectAccessible(page);
  });

  test("the join wizard's first step has controls at least 44px tall", async ({ page }) => {
    await page.goto("/join-the-ccca");
    await expect(page.getByRole("heading", { level: 2, name: "Basic Info" })).toBeVisible();
    await expect(page.getByLabel(/^First Name/)).toBeEditable();
    expect(await shortControls(page)).toEqual([]);
    await expectAccessible(page);
  });

  test("member info's controls and the profile menu are at least 44px tall", async ({ page }) => {
    await signIn(page, "member@example.org");
    await expect(page.getByRole("heading", { level: 1, name: "Member Info" })).toBeVisible();
    await expect(page.getByLabel(/^First Name/)).toHaveValue(/\S/);
    expect(await shortControls(page)).toEqual([]);
    await page.getByRole("button", { name: "Profile menu" }).click();
    await expect(page.getByRole("menuitem", { name: "Membership Details" })).toBeVisible();
    expect(await shortControls(page)).toEqual([]);
    await expectAccessible(page);
  });
});

test.describe("at 1280px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a desk keeps Mantine's own sizes", async ({ page }) => {
    await page.goto("/login");
    const login = page.getByRole("button", { name: "Login", exact: true });
    await expect(login).toBeVisible();
    expect((await login.boundingBox())?.height).toBeLessThan(tapHeight);
  });
});

test.describe("at 320px", () => {
  test.use({ viewport: { width: 320, height: 800 } });

  test("the office's import page fits the screen", async ({ page }) => {
    await signInAsOffice(page);
    await page.goto("/office/imports");
    await expect(page.getByLabel(/^Members file \(CSV or Excel\)/)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBe(0);
    await expectAccessible(page);
  });
});
