import { expect, test } from "./fixtures.ts";
import { joinWithPlanOnly, uniqueEmail } from "./join-steps.ts";
import { downloadedPdfText, expectAccessible, signIn } from "./support.ts";

// Issue 25: a joiner who closed the payment dialog signs in, sees what is owed at the top, pays it, and finds the
// payment and its receipt on Membership Details.

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("an unpaid joiner signs in, sees what is owed, pays it and downloads the receipt", async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const email = uniqueEmail(`owed-${width}`);
      await joinWithPlanOnly(page, email, /^Active Member \(USA\)/);
      await page.getByRole("button", { name: "Checkout" }).click();
      const dialog = page.getByRole("dialog", { name: "Choose payment method" });
      await expect(dialog.getByRole("button", { name: "Approve payment" })).toBeVisible();
      await dialog.getByRole("button", { name: "Close dialog" }).click();
      await expect(dialog).toBeHidden();

      await signIn(page, email);
      const banner = page.getByRole("region", { name: "Payment due" });
      await expect(banner).toContainText(/Your joining payment of \$\d+\.\d\d is not paid yet/);
      await expect(
        page.getByText("Your membership is not active yet because your joining payment"),
      ).toBeVisible();
      await expect(page.getByText(/You have already renewed/)).toHaveCount(0);
      await expectAccessible(page);

      const pay = banner.getByRole("button", { name: /^Pay \$/ });
      const total = ((await pay.textContent()) ?? "").replace(/^Pay | now$/g, "");
      await pay.click();
      await expect(dialog.getByRole("button", { name: "Approve payment" })).toBeVisible();
      await expect(dialog).toContainText(total);
      await expectAccessible(page);
      await dialog.getByRole("button", { name: "Approve payment" }).click();
      await expect(dialog).toContainText("Your payment was successful!");
      await dialog.getByRole("button", { name: "OK" }).click();
      await expect(banner).toBeHidden();

      await page.goto("/my-profile/membership-details");
      const payments = page.getByRole("region", { name: "Payments" });
      await expect(payments.getByRole("listitem")).toHaveCount(1);
      await expect(payments).toContainText("Joining the club");
      await expect(payments).toContainText(`Total ${total}`);
      await expectAccessible(page);

      const downloading = page.waitForEvent("download");
      await payments.getByRole("button", { name: /^Download receipt/ }).click();
      const saved = await downloading;
      expect(saved.suggestedFilename()).toMatch(/^receipt-.+\.pdf$/);
      const receipt = await downloadedPdfText(saved);
      expect(receipt).toContain("Receipt");
      expect(receipt).toContain(total);
      // Nothing of the Payments section runs past the right edge of a phone's screen (named, so a failure says what).
      const overflowing = await payments.evaluate((section, screenWidth) => {
        const wide = [section, ...Array.from(section.querySelectorAll("*"))].filter(
          (element) => element.getBoundingClientRect().right > screenWidth + 0.5,
        );
        return wide.map((element) => `${element.tagName}.${element.className}`.slice(0, 80));
      }, width);
      expect(overflowing).toEqual([]);
    });
  });
}
