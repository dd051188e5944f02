import type { Page, Response } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectAccessible, signInAsOffice, signInWithForm } from "./support.ts";

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

/** The budget of issue 25: what /login needs before it runs, brotli-compressed (bench/first-load.bench.ts: 1 KB = 1,024 bytes). */
const loginBudget = 150 * 1024;

/** Each script the page fetched, by path: its bytes as they came over the wire (brotli) and its code. */
function watchScripts(page: Page) {
  const arriving: Promise<[string, { wire: number; code: string }]>[] = [];
  const listen = (response: Response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.endsWith(".js")) return;
    arriving.push(
      (async () => {
        const [sizes, code] = await Promise.all([response.request().sizes(), response.text()]);
        return [pathname, { wire: sizes.responseBodySize, code }];
      })(),
    );
  };
  page.on("response", listen);
  // Stop listening once asked: a script fetched later (a prefetch after the network went quiet) would otherwise be
  // read as the test closes the page, and its failed read would fail the test.
  return async () => {
    page.off("response", listen);
    return new Map(await Promise.all(arriving));
  };
}

/**
 * What the page needs before it runs, as the bench counts it: the entry script index.html names and what it imports
 * statically, not the chunks it asks for once running.
 */
async function scriptsBeforeRunning(page: Page, scripts: Map<string, { code: string }>) {
  const entry = await page.locator('script[type="module"][src]').getAttribute("src");
  const needed = new Set<string>();
  const queue = entry ? [entry] : [];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (needed.has(path)) continue;
    needed.add(path);
    const folder = path.slice(0, path.lastIndexOf("/") + 1);
    for (const match of scripts.get(path)?.code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g) ?? [])
      queue.push(`${folder}${match[1]}`);
  }
  return [...needed];
}

/** Opens /login and waits for what it fetches after loading too (the toasts' and dialogs' hosts). */
async function openLogin(page: Page) {
  const scripts = watchScripts(page);
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  return scripts();
}

test("the login page needs at most 150 KB of JavaScript before it runs", async ({ page }) => {
  const fetched = await openLogin(page);
  const beforeRunning = await scriptsBeforeRunning(page, fetched);
  expect(beforeRunning.length).toBeGreaterThan(0);
  expect(beforeRunning.filter((path) => !fetched.has(path))).toEqual([]);
  const wire = beforeRunning.reduce((sum, path) => sum + (fetched.get(path)?.wire ?? 0), 0);
  expect(wire, `${beforeRunning.join(", ")}: ${(wire / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(
    loginBudget,
  );
});

test("the login page never fetches the charts' library, which only the dashboards draw with", async ({
  page,
}) => {
  const fetched = await openLogin(page);
  // recharts names its drawing "recharts-wrapper": only the dashboards' chart chunk holds it.
  const withCharts = [...fetched].filter(([, script]) => script.code.includes("recharts-wrapper"));
  expect(withCharts.map(([path]) => path)).toEqual([]);
});

test("the office dashboard shows its numbers, then draws its charts with the library fetched for them", async ({
  page,
}) => {
  const scripts = watchScripts(page);
  await signInAsOffice(page);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Active members by plan" })).toBeVisible();
  // Each chart is drawn as its space comes near the screen: the ones further down wait for the reader to scroll.
  await expect(page.locator(".recharts-wrapper").first()).toBeVisible();
  expect(await page.locator(".recharts-wrapper").count()).toBeLessThan(6);
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 50));
    }
  });
  await expect(page.locator(".recharts-wrapper")).toHaveCount(6);
  await expect(page.locator("[data-chart-placeholder]")).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  const withCharts = [...(await scripts())].filter(([, script]) => script.code.includes("recharts-wrapper"));
  expect(withCharts.map(([path]) => path)).toEqual([expect.stringMatching(/\/bar-chart-[^/]+\.js$/)]);
  await expect(page.getByRole("button", { name: "Download CSV of active members by plan" })).toBeVisible();
  await expectAccessible(page);
});

// Issue 41: the numbers are asked for beside the page's code, not once the office session has come and the frame has
// been drawn; the page takes that answer rather than asking again.
test("the office dashboard asks for its numbers once, without waiting for the office session", async ({
  page,
}) => {
  let dashboardAsked = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/v1/office/dashboard") dashboardAsked += 1;
  });
  let askedBeforeSession: boolean | undefined;
  // The session's answer is held until the numbers have been asked for (5 s at most).
  await page.route("**/api/v1/office/session", async (route) => {
    for (let waited = 0; dashboardAsked === 0 && waited < 5000; waited += 20)
      await new Promise((done) => setTimeout(done, 20));
    askedBeforeSession ??= dashboardAsked > 0;
    await route.continue();
  });
  await signInAsOffice(page);
  await expect(page.getByRole("table", { name: "Active members by plan" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(askedBeforeSession).toBe(true);
  expect(dashboardAsked).toBe(1);
});

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
      await signInWithForm(page, "member@example.org");
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
