import { expect, test } from "./fixtures.ts";
import { demoPassword, expectAccessible, signIn, signInAsOffice } from "./support.ts";

// Issue 46, nominate and accept: the office sets up a board election with its nominations open (the portal's clock
// starts on 2026-11-21); Margaret Whitfield, on a phone, nominates Eleanor Hayes by her member number; Eleanor accepts
// with a statement and a photo, and stands: Margaret reads her among the candidates, at a desk too.

/** A 1×1 PNG, enough for the server to check and re-encode. */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

test("the office sets up a board election; a member nominates another, who accepts with a statement and a photo", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Board election ${Date.now() % 100_000}`;
  const statement = "Thirty years of restoring Cords: I will keep the club's concours strong.";

  // Eleanor's member number, as her card shows it.
  const login = await request.post("/api/v1/members/login", {
    data: { member: { email: "eleanor.hayes@example.org", password: demoPassword, remember_me: false } },
  });
  const profile = await request.get("/api/v1/members/profile", {
    headers: { Authorization: login.headers().authorization as string },
  });
  const { memberNo } = (await profile.json()) as { memberNo: number };

  // The office, at a desk.
  const office = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const desk = await office.newPage();
  await signInAsOffice(desk);
  await desk.getByRole("navigation", { name: "Office" }).getByRole("link", { name: "Elections" }).click();
  await expect(desk.getByRole("heading", { level: 1, name: "Elections" })).toBeVisible();
  await desk.getByRole("button", { name: "New election" }).click();
  const form = desk.getByRole("form", { name: "Set up the election" });
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/^Description/).fill("Two seats on the Board of Directors, and the dues bylaw.");
  await form.getByLabel(/^Record date/).fill("2026-12-01");
  await form.getByLabel(/^Nominations open/).fill("2026-11-01");
  await form.getByLabel(/^Nominations close/).fill("2026-11-30");
  await form.getByLabel(/^Voting opens/).fill("2026-12-05");
  await form.getByLabel(/^Voting closes/).fill("2026-12-19");
  await form.getByLabel(/^Office 1: title/).fill("Board of Directors");
  await form.getByLabel(/^Office 1: seats/).fill("2");
  await form.getByLabel(/^Office 1: committee/).selectOption({ label: "Board of Directors" });
  await form.getByRole("button", { name: "Add a question" }).click();
  await form.getByLabel(/^Question 1: title/).fill("Bylaw change: the dues");
  await form
    .getByLabel(/^Question 1: the text/)
    .fill("Article 4 shall read: the dues are set by the board each year.");
  await expectAccessible(desk);
  await form.getByRole("button", { name: "Set up the election" }).click();
  await expect(desk.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(desk.getByText("Nominations open").first()).toBeVisible();
  await expectAccessible(desk);
  await office.close();

  // Margaret, on a phone, nominates Eleanor.
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, "member@example.org");
  await page.goto("/elections");
  await expect(page.getByRole("heading", { level: 1, name: "Elections" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const nominate = page.getByRole("form", { name: "Nominate a member" });
  await nominate.getByLabel(/^Member number/).fill(String(memberNo));
  await nominate.getByRole("button", { name: "Nominate" }).click();
  await expect(nominate.getByRole("status")).toHaveText(/asked by e-mail/);
  await expectAccessible(page);

  // Eleanor, on her phone, accepts with a statement and a photo.
  const nominee = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const phone = await nominee.newPage();
  await signIn(phone, "eleanor.hayes@example.org");
  await phone.goto("/elections");
  await phone.getByRole("link", { name: title }).click();
  const panel = phone.getByRole("region", { name: "Your nominations" });
  await expect(panel.getByText("Waiting for the nominee's answer")).toBeVisible();
  await expectAccessible(phone);
  await panel.getByLabel(/^Your statement/).fill(statement);
  await panel.getByRole("button", { name: "Accept and stand" }).click();
  await expect(panel.getByRole("status")).toHaveText("Thank you: you are a candidate.");
  await panel
    .locator('input[type="file"]')
    .setInputFiles({ name: "eleanor.png", mimeType: "image/png", buffer: png });
  await expect(panel.getByRole("img", { name: "Your photo for the ballot" })).toBeVisible();
  const race = phone.getByRole("region", { name: "Board of Directors" });
  await expect(race.getByRole("heading", { name: "Eleanor Hayes" })).toBeVisible();
  await expectAccessible(phone);
  await nominee.close();

  // Margaret reads her among the candidates, at a desk.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  const candidates = page.getByRole("region", { name: "Board of Directors" });
  await expect(candidates.getByRole("heading", { name: "Eleanor Hayes" })).toBeVisible();
  await expect(candidates.getByText(statement)).toBeVisible();
  await expect(candidates.getByRole("img", { name: "Photo of Eleanor Hayes" })).toBeVisible();
  await expectAccessible(page);
});
