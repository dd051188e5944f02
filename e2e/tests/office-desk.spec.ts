import { expect, test } from "./fixtures.ts";
import { demoPassword, expectAccessible } from "./support.ts";

// Issue 23: a staff volunteer at the office desk (the demo's desk@example.org) runs the desk, but the office's
// rules keep the club's structure and the office's own accounts from them. The pages show only what the server's
// policies allow, and say why where an action is not theirs.

for (const width of [1280, 375]) {
  test(`office staff see the desk's pages only, and an office account they cannot change (${width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/login");
    await page.getByLabel("Email").fill("desk@example.org");
    await page.getByLabel("Password", { exact: true }).fill(demoPassword);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/office$/);

    const narrow = width < 720;
    if (narrow) await page.getByRole("button", { name: "Open the office menu" }).click();
    const navigation = page.getByRole("navigation", { name: narrow ? "Office menu" : "Office", exact: true });
    await expect(navigation.getByRole("link", { name: "Members", exact: true })).toBeVisible();
    for (const adminPage of ["Plans and prices", "Staff", "Import roster", "Settings"])
      await expect(navigation.getByRole("link", { name: adminPage, exact: true })).toHaveCount(0);

    await page.goto("/office/members?q=Keller");
    const row = page.getByRole("row", { name: /Keller, Dorothy/ });
    await expect(row).toBeVisible();
    await row.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/office\/members\/\d+/);
    await expect(page.getByText(/only an office administrator may change its details/).first()).toBeVisible();
    await expect(page.getByRole("button", { name: /^Save/ })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole("tab", { name: "Membership" }).click();
    await expect(page.getByText(/Office accounts cannot be merged/).first()).toBeVisible();
    await expectAccessible(page);

    await page.goto("/office/settings");
    await expect(page.getByText(/office administrator/i).first()).toBeVisible();
    await expect(page.getByLabel(/convenience fee/i)).toHaveCount(0);
  });
}
