import { expect, test } from "./fixtures.ts";
import { expectAccessible, signIn } from "./support.ts";

test.describe("signed out", () => {
  test("/ and the profile area lead to the login page", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/my-profile/change-password");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("an unknown address shows the page-not-found page", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/\/page-not-found$/);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expectAccessible(page);
  });

  test("the join and home pages open", async ({ page }) => {
    await page.goto("/join-the-ccca");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Join");
    await expectAccessible(page);
    await page.goto("/home");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("signed in as a member", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "member@example.org");
  });

  test("/, /login and the join page send a member to the profile area", async ({ page }) => {
    for (const address of ["/", "/login", "/join-the-ccca"]) {
      await page.goto(address);
      await expect(page).toHaveURL(/\/my-profile\/member-info$/);
    }
  });

  test("an unknown profile sub-path shows member info", async ({ page }) => {
    await page.goto("/my-profile/not-a-tab");
    await expect(page).toHaveURL(/\/my-profile\/member-info$/);
  });

  test("every profile tab opens with its title, and the administrator tab is absent", async ({ page }) => {
    const tabs: [string, RegExp, string][] = [
      ["Membership Details", /membership-details$/, "Membership Details"],
      ["My Vehicles", /my-vehicles$/, "My Vehicles"],
      ["My Events", /my-events$/, "My Events"],
      ["Search", /search\/member$/, "Member Search"],
      ["Member Resources", /member-resources$/, "Member Resources"],
      ["Change Password", /change-password$/, "Change Password"],
    ];
    const nav = page.getByRole("navigation", { name: /profile/i });
    for (const [tab, address, heading] of tabs) {
      await nav.getByRole("link", { name: tab, exact: true }).click();
      await expect(page).toHaveURL(address);
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      await expectAccessible(page);
    }
    await expect(nav.getByRole("link", { name: "Regional Administrator" })).toHaveCount(0);
  });

  test("the administrator pages are refused to a plain member", async ({ page }) => {
    await page.goto("/my-profile/regional-administrator");
    await expect(page).toHaveURL(/\/my-profile\/member-info$/);
    await page.goto("/my-profile/regional-administrator-member-search");
    await expect(page).toHaveURL(/\/my-profile\/member-info$/);
  });

  test("the car search tab has its title", async ({ page }) => {
    await page.goto("/my-profile/search/vehicle");
    await expect(page.getByRole("heading", { name: "Car Search", level: 1 })).toBeVisible();
    await expectAccessible(page);
  });
});

test("a regional administrator sees the Regional Administrator tab and its page", async ({ page }) => {
  await signIn(page, "admin@example.org");
  await page.getByRole("link", { name: "Regional Administrator" }).click();
  await expect(page).toHaveURL(/\/my-profile\/regional-administrator$/);
  await expect(page.getByRole("heading", { name: "Regional Reports", level: 1 })).toBeVisible();
  await expectAccessible(page);
});
