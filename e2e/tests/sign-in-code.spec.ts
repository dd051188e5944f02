import { expect, test } from "./fixtures.ts";
import { expectAccessible, readMail } from "./support.ts";

// Issue 43: a member signs in on a phone with a code e-mailed to them, read here from the server's outbox; the same
// code is refused the second time, and the link mailed with it signs in on a tap.

const email = "member@example.org";

/** The newest code mailed to the member ("123 456 is your … sign-in code"), once it is not `notCode`. */
async function mailedCode(notCode?: string) {
  let found = { code: "", link: "" };
  await expect
    .poll(async () => {
      const mail = await readMail(email, /Subject: \d{3} \d{3} is your/);
      const match = /Subject: (\d{3}) (\d{3}) is your/.exec(mail);
      const link = /https?:\/\/\S+\/login\/code\/[A-Za-z0-9_-]+/.exec(mail)?.[0] ?? "";
      found = { code: `${match?.[1]}${match?.[2]}`, link };
      return found.code !== notCode && link !== "";
    })
    .toBe(true);
  return found;
}

test.use({ viewport: { width: 375, height: 800 } });

test("a member signs in with a code from the e-mail, once, and with its link on a tap", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("link", { name: "E-mail me a sign-in code" }).click();
  await expect(page).toHaveURL(/\/login\/code$/);
  await expect(page.getByRole("heading", { name: "Sign In With a Code" })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "E-mail Me a Code" }).click();
  await expect(page.getByRole("status")).toContainText("If that email belongs to a member");
  await expectAccessible(page);
  const first = await mailedCode();

  await page.getByLabel("Code from the e-mail").fill(first.code);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/my-profile/);

  // The same code a second time, from another browser's session: refused.
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  const again = await page.request.post("/api/v1/members/login_with_code", {
    data: { member: { email, code: first.code } },
  });
  expect(again.status()).toBe(401);
  expect((await again.json()).errors.code[0]).toContain("That code is not right");

  // A new code; its link signs in on this device, only when tapped.
  await page.goto("/login/code");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "E-mail Me a Code" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  const second = await mailedCode(first.code);
  await page.goto(new URL(second.link).pathname);
  await expect(page.getByText("Sign in on this device with the link from your e-mail.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/my-profile/);

  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  await page.goto(new URL(second.link).pathname);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toContainText("This sign-in link has expired or was already used");
  await expectAccessible(page);
  await expect(page.getByRole("link", { name: "E-mail Me a New Code" })).toBeVisible();
});
