import { expect, test } from "./fixtures.ts";
import { expectAccessible } from "./support.ts";

// Issue 42: a region's own page, open to anyone: its officers, its coming events and how to join it.

for (const width of [375, 1280]) {
  test(`at ${width}px a visitor reads Greater Illinois's page: its officers, its events and how to join`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/regions/gi");
    await expect(page.getByRole("heading", { level: 1, name: "Greater Illinois Region" })).toBeVisible();
    const officers = page.getByRole("list", { name: "Officers" });
    await expect(officers.getByRole("listitem").first()).toContainText("Regional administrator:");
    const events = page.getByRole("list", { name: "Coming events" });
    await expect(events.getByText("Grand Classic — Spring")).toBeVisible();
    await expect(page.getByText(/for \$40\.00 a year/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Join the club" }).click();
    await expect(page).toHaveURL(/\/join-the-ccca/);
  });
}

test("a code no region has is said in words", async ({ page }) => {
  await page.goto("/regions/zz");
  await expect(page.getByText("No region has the code ZZ.")).toBeVisible();
  await expectAccessible(page);
});
