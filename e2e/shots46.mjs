import { chromium } from "@playwright/test";
const base = "http://localhost:3700";
const out = "/work/h41/s15/shots";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell" });
async function session(email, width) {
  const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("Classic-Cars-1932");
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForTimeout(2500);
  return page;
}
const shots = {
  member: ["/elections", "/elections/2", "/elections/1", "/my-events", "/home"],
  office: ["/office/elections", "/office/elections/2", "/office/elections/2?tab=roll", "/office/elections/2?tab=results", "/office/elections/1?tab=results", "/office/committees"],
};
for (const width of [375, 1280]) {
  for (const [who, email] of [["member", "member@example.org"], ["office", "office@example.org"]]) {
    const page = await session(email, width);
    for (const path of shots[who]) {
      await page.goto(`${base}${path}`);
      await page.waitForTimeout(2000);
      const name = `${who}${path.replace(/[/?=]/g, "_")}-${width}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: true });
    }
    await page.context().close();
  }
}
await browser.close();
console.log("done");
