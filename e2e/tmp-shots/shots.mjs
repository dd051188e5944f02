import { chromium } from "@playwright/test";
const BASE = "http://localhost:3700";
const out = "/work/h41/s13/shots";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell" });
async function session(email) {
  const r = await fetch(`${BASE}/api/v1/members/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ member: { email, password: "Classic-Cars-1932" } }) });
  return r.headers.get("authorization");
}
async function shoot(email, paths, width) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${BASE}/login`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel(/^password/i).first().fill("Classic-Cars-1932");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.waitForTimeout(1500);
  for (const [name, path] of paths) {
    await page.goto(`${BASE}${path}`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
  }
  await context.close();
}
for (const width of [375, 1280]) {
  await shoot("member@example.org", [["market", "/marketplace"], ["listing-claimed", "/marketplace/2"], ["mine", "/marketplace/mine"], ["new", "/marketplace/new"], ["own-expired", "/marketplace/3"]], width);
}
await browser.close();
