import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { continueButton, fillAccount, fillBasicInfo, stepHeading, uniqueEmail } from "./join-steps.ts";
import { demoPassword, expectAccessible } from "./support.ts";

// Issue 11: nothing lost, nothing stuck. The join keeps what was typed (never the password) through a reload and
// the browser's Back and Forward, leaving it asks first, a sign-in returns to the page asked for, and the
// dialogs and forms fit a phone.

const widths = [
  { name: "phone", width: 375, height: 740 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

const leavePrompt = (page: Page) =>
  page.getByRole("dialog", { name: "Are You Sure You Want to Leave the Page?" });
const stepInAddress = (page: Page) => new URL(page.url()).searchParams.get("step");

/** Basic Info, Create Password and the plan, to Register Associate. */
async function joinToAssociateStep(page: Page, email: string) {
  await page.goto("/join-the-ccca");
  await fillBasicInfo(page);
  await continueButton(page).click();
  await fillAccount(page, email);
  await expect(continueButton(page)).toBeEnabled({ timeout: 10_000 });
  await continueButton(page).click();
  await page.getByRole("radio", { name: /^Active Member \(USA\)/ }).click();
  await continueButton(page).click();
  await expect(stepHeading(page, "Register Associate")).toBeVisible();
}

/** Whether one box overlaps another. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function labelFits(button: Locator): Promise<boolean> {
  return button.evaluate((element) => {
    const label = element.querySelector<HTMLElement>(".mantine-Button-label") ?? element;
    const box = element.getBoundingClientRect();
    return (
      label.scrollWidth <= label.clientWidth + 1 &&
      label.scrollHeight <= label.clientHeight + 1 &&
      box.left >= 0 &&
      box.right <= document.documentElement.clientWidth
    );
  });
}

for (const viewport of widths) {
  test.describe(`at ${viewport.width}px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
    });

    test("a reload mid-join keeps what was typed except the password; Back and Forward move by step", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail(`keep-${viewport.name}`);
      await joinToAssociateStep(page, email);
      expect(stepInAddress(page)).toBe("4");

      // The browser asks before the reload; the reload then picks up at the password, the only thing not kept.
      const asked: string[] = [];
      page.on("dialog", (dialog) => {
        asked.push(dialog.type());
        void dialog.accept();
      });
      await page.reload();
      expect(asked).toEqual(["beforeunload"]);
      await expect(stepHeading(page, "Create Password")).toBeVisible();
      await expect(page.getByText("For your security, your password was not kept.")).toBeVisible();
      await expect(page.getByLabel(/^Email/)).toHaveValue(email);
      await expect(page.getByLabel(/^Password/)).toHaveValue("");
      await expect(page.getByLabel(/^Confirm Password/)).toHaveValue("");
      expect(stepInAddress(page)).toBe("2");
      await expectAccessible(page);

      await page.getByRole("button", { name: "Back" }).click();
      await expect(stepHeading(page, "Basic Info")).toBeVisible();
      await expect(page.getByLabel(/^First Name/)).toHaveValue("Evelyn");
      await expect(page.getByLabel(/^State\/Province/)).toHaveValue("US-IL");
      await continueButton(page).click();
      await page.getByLabel(/^Password/).fill(demoPassword);
      await page.getByLabel(/^Confirm Password/).fill(demoPassword);
      await expect(continueButton(page)).toBeEnabled({ timeout: 10_000 });
      await continueButton(page).click();
      await expect(page.getByRole("radio", { name: /^Active Member \(USA\)/ })).toBeChecked();

      // The browser's Back goes to the previous step, not off the page; Forward comes back.
      await page.goBack();
      await expect(stepHeading(page, "Create Password")).toBeVisible();
      await expect(page.getByLabel(/^Password/)).toHaveValue(demoPassword);
      expect(stepInAddress(page)).toBe("2");
      await page.goForward();
      await expect(stepHeading(page, "Select National Membership")).toBeVisible();
      await expect(page.getByRole("radio", { name: /^Active Member \(USA\)/ })).toBeChecked();
      expect(asked).toEqual(["beforeunload"]);
    });

    test("a header link mid-join asks first: Cancel stays, Continue leaves and drops what was typed", async ({
      page,
    }) => {
      await page.goto("/join-the-ccca");
      await expect(stepHeading(page, "Basic Info")).toBeVisible();
      await page.getByLabel(/^First Name/).fill("Evelyn");

      const signInLink = async () => {
        const phone = viewport.width < 600;
        if (phone) await page.getByRole("button", { name: "Open menu" }).click();
        const menu = page.getByRole("navigation", { name: phone ? "Mobile menu" : "Main menu" });
        await menu.getByRole("link", { name: "Sign In" }).click();
      };
      await signInLink();
      const prompt = leavePrompt(page);
      await expect(prompt).toBeVisible();
      await expect(prompt).toContainText("Unsaved Changes will be lost");
      await expectAccessible(page);
      await prompt.getByRole("button", { name: "Cancel" }).click();
      await expect(prompt).toBeHidden();
      await expect(page).toHaveURL(/\/join-the-ccca\?step=1$/);
      await expect(page.getByLabel(/^First Name/)).toHaveValue("Evelyn");

      await signInLink();
      await leavePrompt(page).getByRole("button", { name: "Continue" }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.goto("/join-the-ccca");
      await expect(stepHeading(page, "Basic Info")).toBeVisible();
      await expect(page.getByLabel(/^First Name/)).toHaveValue("");
    });

    test("a protected page opened signed out returns there after sign-in", async ({ page }) => {
      await page.goto("/my-profile/membership-details");
      await expect(page).toHaveURL(/\/login$/);
      await page.getByLabel("Email").fill("member@example.org");
      await page.getByLabel("Password", { exact: true }).fill(demoPassword);
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page).toHaveURL(/\/my-profile\/membership-details$/);
      await expect(page.getByRole("heading", { level: 1, name: "Membership Details" })).toBeVisible();
      await expectAccessible(page);
    });
  });
}

test.describe("on a phone (375px)", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/login");
    await page.getByLabel("Email").fill("member@example.org");
    await page.getByLabel("Password", { exact: true }).fill(demoPassword);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/my-profile\/member-info$/);
  });

  test("the event Register dialog's buttons read whole", async ({ page }) => {
    await page.goto("/my-profile/my-events");
    await page.getByRole("button", { name: "Register for Annual Meeting" }).click();
    const dialog = page.getByRole("dialog", { name: "Register for Annual Meeting" });
    const go = dialog.getByRole("button", { name: "Continue to the registration form" });
    await expect(go).toBeVisible();
    expect(await labelFits(go)).toBe(true);
    expect(await labelFits(dialog.getByRole("button", { name: "Cancel" }))).toBe(true);
    await expectAccessible(page);
  });

  test("the vehicle form's Remove photo buttons do not overlap", async ({ page }) => {
    // Photos chosen in the form, never saved: the demo member's cars stay as they are.
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
      "base64",
    );
    await page.goto("/my-profile/my-vehicles");
    await page.getByRole("button", { name: "+ Add a Vehicle" }).click();
    const drawer = page.getByRole("dialog", { name: "Add a Vehicle" });
    await drawer.getByLabel(/^Photos/).setInputFiles([
      { name: "front.png", mimeType: "image/png", buffer: png },
      { name: "side.png", mimeType: "image/png", buffer: png },
    ]);
    const removes = drawer.getByRole("button", { name: /^Remove photo/ });
    await expect(removes).toHaveCount(2);
    const [first, second] = await Promise.all([removes.nth(0).boundingBox(), removes.nth(1).boundingBox()]);
    expect(first && second && !overlap(first, second)).toBe(true);
    expect(await labelFits(removes.nth(0))).toBe(true);
    await expectAccessible(page);
  });
});
