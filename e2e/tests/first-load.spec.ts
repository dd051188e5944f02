import type { Page, Response } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectAccessible, signIn } from "./support.ts";

// issue 11: a light first load. The build's assets come precompressed, each page's code comes when it is opened
// (chunks are named after the page's module: join-page-….js), and the profile is asked for once.

/** The scripts and stylesheets the page fetched, with how each came encoded. */
function watchAssets(page: Page) {
  const assets: { path: string; encoding: string | undefined }[] = [];
  page.on("response", (response: Response) => {
    const { pathname } = new URL(response.url());
    if (/\.(js|css)$/.test(pathname))
      assets.push({ path: pathname, encoding: response.headers()["content-encoding"] });
  });
  return assets;
}

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the login page comes compressed, without the other pages' code", async ({ page }) => {
      const assets = watchAssets(page);
      await page.goto("/login");
      await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
      await expect(page.getByLabel("Email")).toBeEditable();

      expect(assets.length).toBeGreaterThan(0);
      expect(assets.filter((asset) => asset.encoding !== "br")).toEqual([]);
      expect(
        assets.map((asset) => asset.path).filter((path) => /join-page|member-info|search-page/.test(path)),
      ).toEqual([]);
      const icon = await page.request.get("/favicon.ico");
      expect(icon.status()).toBe(200);
      expect(icon.headers()["content-type"]).toContain("image/svg+xml");
      await expectAccessible(page);
    });

    test("another page's code loads when the member opens it", async ({ page }) => {
      const assets = watchAssets(page);
      await page.goto("/login");
      await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
      if (width < 600) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page
          .getByRole("navigation", { name: "Mobile menu" })
          .getByRole("link", { name: "Join" })
          .click();
      } else {
        await page.getByRole("banner").getByRole("link", { name: "Join", exact: true }).click();
      }
      await expect(page.getByRole("heading", { level: 1, name: /^Join the / })).toBeVisible();
      expect(assets.some((asset) => asset.path.includes("join-page"))).toBe(true);
      await expectAccessible(page);
    });

    test("member info asks for the profile once, and reads well", async ({ page }) => {
      const profileRequests: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === "/api/v1/members/profile")
          profileRequests.push(request.url());
      });
      await signIn(page, "member@example.org");
      await expect(page.getByRole("heading", { level: 1, name: "Member Info" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Your membership benefits" })).toBeVisible();
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: "Member Info" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Your membership benefits" })).toBeVisible();
      // The sign-in's reply holds the profile; the reload asks once for the layout and the page together.
      expect(profileRequests).toHaveLength(1);
      await expectAccessible(page);
    });
  });
}

test("a page whose code is gone after a redeploy reloads and opens", async ({ page }) => {
  let missing = true;
  // The first request for the join page's chunk answers as a server whose new build no longer has it.
  await page.route(/\/assets\/join-page-[^/]+\.js$/, (route) => {
    if (!missing) return route.fallback();
    missing = false;
    return route.fulfill({ status: 404, contentType: "application/json", body: "{}" });
  });
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
  const reloaded = page.waitForEvent("load");

  await page.getByRole("banner").getByRole("link", { name: "Join", exact: true }).click();

  await reloaded;
  // The wizard writes its step into the address once it shows (checkout/wizard/use-step-history.ts).
  await expect(page).toHaveURL(/\/join-the-ccca(\?step=1)?$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Join the / })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  expect(missing).toBe(false);
});
