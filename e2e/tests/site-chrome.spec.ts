import { expect, test } from "./fixtures.ts";
import { expectAccessible, signIn } from "./support.ts";

test("the redesign banner stays dismissed after a reload", async ({ page }) => {
  await page.goto("/login");
  const dismiss = page.getByRole("button", { name: "Dismiss announcement" });
  await expect(dismiss).toBeVisible();
  await dismiss.click();
  await expect(dismiss).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Dismiss announcement" })).toHaveCount(0);
});

test("the header links to the public club website, and the footer has its links", async ({ page }) => {
  await page.goto("/login");
  const header = page.getByRole("banner");
  for (const name of ["About", "Events", "Regional Clubs", "Resources", "Contact", "Store"]) {
    await expect(header.getByRole("link", { name, exact: true })).toHaveAttribute(
      "href",
      /^https:\/\/www\.classiccarclub\.org\//,
    );
  }
  // Issue 44: the club's marketplace (open by default) replaces the website's classifieds.
  await expect(header.getByRole("link", { name: "Classifieds", exact: true })).toHaveAttribute(
    "href",
    "/marketplace",
  );
  await expect(header.getByRole("link", { name: "Join", exact: true })).toHaveAttribute(
    "href",
    "/join-the-ccca",
  );
  const footer = page.getByRole("contentinfo");
  for (const name of [
    "Events",
    "News",
    "Store",
    "Sign In",
    "Join",
    "Privacy Notice",
    "Advertise",
    "Sponsors",
  ]) {
    await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
  }
});

test("under 600px the top menu folds into a mobile menu", async ({ page }) => {
  await page.setViewportSize({ width: 500, height: 900 });
  await page.goto("/login");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Classifieds", exact: true })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("link", { name: "Classifieds", exact: true })).toBeVisible();
  await expectAccessible(page);
});

test("under 720px the profile tabs fold into a burger menu", async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 900 });
  await signIn(page, "admin@example.org");
  await expect(page.getByRole("navigation", { name: /profile/i })).toBeHidden();
  await page.getByRole("button", { name: "Profile menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Regional Administrator Member Search" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Membership Details" }).click();
  await expect(page).toHaveURL(/\/my-profile\/membership-details$/);
  await expectAccessible(page);
});

test("Internet Explorer gets the unsupported-browser message instead of the app", async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: "Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko",
  });
  const page = await context.newPage();
  await page.goto("/login");
  await expect(page.getByText(/cannot be rendered in Internet Explorer/)).toBeVisible();
  await expect(page.getByText(/Chrome, Edge, Firefox or Safari/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Login" })).toHaveCount(0);
  await context.close();
});
