import { expect, test } from "./fixtures.ts";
import { expectAccessible } from "./support.ts";

// Issue 30: the accessibility statement, open to everyone, reached from the site footer; what it says comes from
// this suite's own checks.

for (const width of [375, 1280]) {
  test(`a visitor opens the accessibility statement from the footer (${width}px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/login");
    await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility", exact: true }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByRole("heading", { name: "Accessibility statement", level: 1 })).toBeVisible();

    const compliance = page.getByRole("region", { name: "Compliance status" });
    // Issue 40: GOV.UK's wording for partial compliance until people have tested the portal (a manual audit).
    await expect(compliance).toContainText(
      "partially compliant with the Web Content Accessibility Guidelines version 2.2 AA standard, due to the non-compliances listed below",
    );
    await expect(page.getByRole("main")).not.toContainText("fully compliant");
    await expect(
      page.getByRole("region", { name: "Preparation of this accessibility statement" }),
    ).toContainText(/It was last reviewed on [A-Z][a-z]+ \d{1,2}, \d{4}\./);
    await expect(
      page.getByRole("region", { name: "How we tested this website" }).getByRole("listitem"),
    ).not.toHaveCount(0);
    // Nothing runs off the side of a phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
}
