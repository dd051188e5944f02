import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectAccessible, readMail, signInAsOffice } from "./support.ts";

// Issue 15: the office writes an announcement to all active members, previews it, sends a test to itself and sends
// it; the job sends it and the list shows the progress to the end. Then a member opens the unsubscribe link of their
// e-mail, without signing in, and unsubscribes. Only this journey unsubscribes Robert Ashford (admin@example.org).
// The message avoids the words other journeys look for in their members' mail (receipt, approved, address).

const recipient = "admin@example.org";

async function overflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test("the office sends an announcement to the active members, and a member unsubscribes from its link", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const subject = `Spring Tour ${Date.now()}-${Math.floor(Math.random() * 1000)}`;

  await signInAsOffice(page);
  await page.getByRole("link", { name: "Announcements" }).click();
  await expect(page.getByRole("heading", { name: "Announcements", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "All announcements", level: 2 })).toBeVisible();
  await expectAccessible(page);

  // Write it: nothing typed names each missing field.
  await page.getByRole("button", { name: "Write an announcement" }).click();
  await expect(page.getByRole("heading", { name: "Write an announcement", level: 1 })).toBeVisible();
  const form = page.getByRole("form", { name: "Announcement" });
  await form.getByRole("button", { name: "Preview" }).click();
  await expect(form.getByText("Subject is required")).toBeVisible();
  await expect(form.getByText("Message is required")).toBeVisible();
  await expectAccessible(page);

  await form.getByLabel(/^Subject/).fill(subject);
  await expect(form.getByLabel(/^Send to/)).toHaveValue("active");
  await form
    .getByLabel(/^Message/)
    .fill("The Spring Tour leaves Elgin on 12 May at nine.\n\nLunch is at the Fox River museum.");

  // The preview says how many get it, and shows the e-mail as they read it.
  await form.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview" });
  const count = preview.getByText(/^\d+ members? will get this e-mail \(All active members\)\.$/);
  await expect(count).toBeVisible();
  const recipients = Number((await count.textContent())?.match(/^\d+/)?.[0]);
  expect(recipients).toBeGreaterThan(1);
  const message = preview.getByRole("region", { name: "The e-mail as members get it" });
  await expect(message).toContainText(`Subject: ${subject}`);
  await expect(message).toContainText("The Spring Tour leaves Elgin on 12 May at nine.");
  await expect(message).toContainText("To stop getting club announcements by e-mail, open this link:");
  await expectAccessible(page);

  // A test to the office's own address, its subject marked.
  await form.getByRole("button", { name: "Send a test to me" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "A test e-mail was sent to office@example.org" }),
  ).toBeVisible();
  await readMail("office@example.org", new RegExp(`^Subject: \\[Test\\] ${subject}$`, "m"));

  // Sending asks first, naming how many get it.
  await form.getByRole("button", { name: `Send to ${recipients} members` }).click();
  const confirm = page.getByRole("dialog", { name: "Send this announcement?" });
  await expect(confirm).toContainText(`will be e-mailed to ${recipients} members (All active members)`);
  await expectAccessible(page);
  await confirm.getByRole("button", { name: `Send to ${recipients} members` }).click();
  await expect(page.getByText("The announcement is being sent. The list shows how far it is.")).toBeVisible();

  // The list follows the sending to the end.
  const row = page.getByRole("row", { name: new RegExp(subject) });
  await expect(row.getByRole("progressbar", { name: /^Sent (\d+) of \1$/ })).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText("Sent", { exact: true })).toBeVisible();
  await expect(row).toContainText("All active members");
  await expectAccessible(page);

  // Who it went to.
  await row.getByRole("button", { name: `Recipients of ${subject}` }).click();
  const log = page.getByRole("dialog", { name: `Recipients: ${subject}` });
  await expect(log.getByRole("row", { name: /Ashford, Robert/ })).toContainText("Sent");
  await expectAccessible(page);
  await log.getByRole("button", { name: "Close the recipients" }).click();

  // On a phone-sized screen the announcements are cards, and the page still reads and passes axe.
  await page.setViewportSize({ width: 375, height: 800 });
  const card = page
    .getByRole("list", { name: "Announcements" })
    .getByRole("listitem")
    .filter({ hasText: subject });
  await expect(card.getByRole("progressbar", { name: /^Sent (\d+) of \1$/ })).toBeVisible();
  await expectAccessible(page);
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  // The member's e-mail carries the one-click unsubscribe and the link of their own.
  const mail = await readMail(recipient, new RegExp(`^Subject: ${subject}$`, "m"));
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const token = /\/unsubscribe\/([A-Za-z0-9_-]{40,})/.exec(mail)?.[1] as string;
  expect(token).toBeDefined();

  // The member opens it in a browser where nobody is signed in.
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const member = await context.newPage();
  await member.goto(`/unsubscribe/${token}`);
  await expect(member.getByRole("heading", { name: "Club announcements by e-mail", level: 1 })).toBeVisible();
  await expect(member.getByText("This link belongs to the e-mail address ad•••@example.org.")).toBeVisible();
  await expectAccessible(member);
  expect(await overflow(member)).toBeLessThanOrEqual(0);
  await member.getByRole("button", { name: "Unsubscribe from club announcements" }).click();
  await expect(member.getByRole("status")).toContainText("You are unsubscribed");
  await expect(
    member.getByText("Renewal reminders and receipts for your payments will still be sent to you by e-mail."),
  ).toBeVisible();
  await expectAccessible(member);

  // A link that is not ours says so.
  await member.goto("/unsubscribe/not-a-real-link");
  await expect(member.getByRole("alert")).toContainText("This unsubscribe link is not valid.");
  await expectAccessible(member);
  await context.close();

  // The office sees it on the member's record.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/office/members");
  await page.getByLabel("Search").fill("Ashford");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page
    .getByRole("row", { name: /Ashford, Robert/ })
    .getByRole("link")
    .first()
    .click();
  await expect(page.getByText(/^Unsubscribed from announcements on \d{4}-\d{2}-\d{2}\./)).toBeVisible();
});
