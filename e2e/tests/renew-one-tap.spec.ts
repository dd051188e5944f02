import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { e2eClockStart } from "../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { demoPassword, expectAccessible, readMail, signInAsOffice } from "./support.ts";

// Issue 25, "renew in one tap": the link of a reminder in the outbox opens last year's choices at the total the mail
// stated, and the member renews and pays in three taps (Pay, Approve payment, OK). The member is one of the run's
// own, imported by the office with dues ending on 31 December: the day's reminder is due at once.

function runTag(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
}

/** The office imports one member on the Active Member (USA) plan, paid through this year. */
async function importDueMember(page: Page, email: string, lastName: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "club-one-tap-"));
  const file = path.join(dir, `${lastName}.csv`);
  writeFileSync(
    file,
    `Given Name,Surname,E-mail Address,Street Address,City,Zip,Membership Plan,Paid Thru\r\nMargaret,${lastName},${email},4 Elm Street,Elgin,60120,Active Member (USA),2026-12-31\r\n`,
  );
  await signInAsOffice(page);
  await page.goto("/office/imports");
  await page.getByLabel(/^Members file \(CSV or Excel\)/).setInputFiles(file);
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page).toHaveURL(/\/office\/imports\/\d+$/);
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByText(/^1 new member/)).toBeVisible();
  await page.getByRole("button", { name: /^Import 1 member/ }).click();
  await page
    .getByRole("dialog", { name: "Import the roster?" })
    .getByRole("button", { name: /^Import 1 member/ })
    .click();
  await expect(page.getByText(/^Imported on \d{4}-\d{2}-\d{2} \d{1,2}:\d{2}\s[AP]M\.$/)).toBeVisible({
    timeout: 30_000,
  });
}

/** A browser of the member's own (no office session), at the given screen size. */
async function memberPage(browser: Browser, width: number, height: number) {
  const page = await browser.newContext().then((context) => context.newPage());
  await page.setViewportSize({ width, height });
  return page;
}

test("a member renews from the reminder's link in three taps, at the total the mail stated", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const tag = runTag();
  const lastName = `Onetap${tag}`;
  const email = `margaret.${tag}@one-tap.example.com`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.clock.setFixedTime(e2eClockStart);
  await importDueMember(page, email, lastName);

  // The office's run of the day's reminders (the daily job does the same).
  const login = await request.post("/api/v1/members/login", {
    data: { member: { email: "office@example.org", password: demoPassword, remember_me: false } },
  });
  const office = { Authorization: login.headers().authorization as string };
  expect((await request.post("/api/v1/office/reminders/run", { headers: office })).ok()).toBe(true);
  const mail = await readMail(email, /\/renew\/[A-Za-z0-9_-]+/);
  const link = /https?:\/\/\S+\/renew\/[A-Za-z0-9_-]+/.exec(mail)?.[0] as string;
  const stated =
    /(\$[\d,]+\.\d\d) if you pay online \(the convenience fee included\), or (\$[\d,]+\.\d\d) by cheque/.exec(
      mail.replace(/\s+/g, " "),
    );
  expect(stated, "the mail states the online and the cheque totals").not.toBeNull();
  const [, online = "", byCheque = ""] = stated ?? [];

  // At a desk: the link opens the one page, with the mail's totals.
  const desk = await memberPage(browser, 1280, 900);
  await desk.goto(link);
  await expect(desk).toHaveURL(/\/my-profile\/renew$/);
  await expect(desk.getByRole("heading", { level: 1, name: "Renew My Membership" })).toBeVisible();
  await expect(desk.getByRole("row", { name: `Total ${online}` })).toBeVisible();
  await expect(desk.getByText(`The total is ${byCheque}.`)).toBeVisible();
  await expect(desk.getByRole("button", { name: `Pay ${online}` })).toBeVisible();
  await expectAccessible(desk);

  // On a phone: the Pay button in the first screen; Pay, Approve payment, OK.
  const phone = await memberPage(browser, 375, 667);
  await phone.goto(link);
  const pay = phone.getByRole("button", { name: `Pay ${online}` });
  await expect(pay).toBeInViewport({ ratio: 1 });
  await expectAccessible(phone);
  await pay.click();
  const dialog = phone.getByRole("dialog", { name: "Choose payment method" });
  await expect(dialog.getByTestId("checkout-total")).toHaveText(online);
  await expectAccessible(phone);
  await dialog.getByRole("button", { name: "Approve payment" }).click();
  await expect(dialog).toContainText("Your payment was successful!");
  await expectAccessible(phone);
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(phone).toHaveURL(/\/my-profile\/member-info$/);

  // Renewed: the dues date moved a year on, and the renewal page now says there is nothing to pay.
  const nextYear = new Date(e2eClockStart).getUTCFullYear() + 1;
  await phone.goto("/my-profile/membership-details");
  await expect(phone.getByRole("region", { name: "National Membership" })).toContainText(
    new RegExp(`Dues Expire\\s*${nextYear}-12-31`),
  );
  await phone.goto("/my-profile/renew");
  await expect(phone.getByRole("link", { name: "Go to Member Info" })).toBeVisible();
  await expect(phone.getByRole("button", { name: /^Pay/ })).toHaveCount(0);
  await expectAccessible(phone);

  // The same link opened again says the year is renewed, and leads to the membership rather than a renewal.
  for (const [width, height] of [
    [375, 667],
    [1280, 900],
  ] as const) {
    const again = await memberPage(browser, width, height);
    await again.goto(link);
    await expect(again.getByRole("heading", { name: "Your membership is already renewed" })).toBeVisible();
    await expect(again.getByRole("link", { name: "Sign in to see your membership" })).toBeVisible();
    await expect(again.getByRole("link", { name: "Sign in to renew" })).toHaveCount(0);
    await expectAccessible(again);
  }
});
