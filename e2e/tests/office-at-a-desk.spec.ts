import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { e2eClockStart } from "../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { expectAccessible, signInAsOffice } from "./support.ts";

// Issue 25, the office at a desk: after an import, the members table keeps each e-mail address on one line at
// 1280 px (and the page still fits a phone, the table scrolling in its box), the reminders of a busy day come 50 a
// page, and the audit trail is filtered by a member's number. The run's members have a last name of their own, and
// dues ending on 31 October 2027: 30 days before, on 1 October, each is due a reminder.

const rosterSize = 60;
const reminderDay = "2027-10-01";

function runTag(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
}

/** A roster of 60 members with long addresses, the kind that broke mid-word in the members table. */
function writeRoster(tag: string, lastName: string): string {
  const header = "Given Name,Surname,E-mail Address,Street Address,City,Zip,Paid Thru";
  const rows = Array.from({ length: rosterSize }, (_, i) =>
    [
      `Florence${i}`,
      lastName,
      `florence.${lastName.toLowerCase()}.${i}@classic-motoring-${tag}.example.com`,
      `${100 + i} Elm Street`,
      "Elgin",
      "60120",
      "2027-10-31",
    ].join(","),
  );
  const file = path.join(mkdtempSync(path.join(tmpdir(), "club-desk-")), `desk-${tag}.csv`);
  writeFileSync(file, `${[header, ...rows].join("\r\n")}\r\n`);
  return file;
}

/** Upload, preview and import the roster, following the job to its end. */
async function importRoster(page: Page, file: string) {
  await page.goto("/office/imports");
  await page.getByLabel(/^Members file \(CSV or Excel\)/).setInputFiles(file);
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page).toHaveURL(/\/office\/imports\/\d+$/);
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByText(new RegExp(`^${rosterSize} new members`))).toBeVisible();
  await page.getByRole("button", { name: `Import ${rosterSize} members` }).click();
  await page
    .getByRole("dialog", { name: "Import the roster?" })
    .getByRole("button", { name: `Import ${rosterSize} members` })
    .click();
  await expect(page.getByText(/^Imported on \d{4}-\d{2}-\d{2} \d{1,2}:\d{2}\s[AP]M\.$/)).toBeVisible({
    timeout: 30_000,
  });
}

/** How many lines a cell's text takes: one box per line. */
function linesOf(cell: Locator) {
  return cell.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
  });
}

test("the office at a desk: whole e-mail addresses, reminders by the page, the audit trail by member number", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.clock.setFixedTime(e2eClockStart);
  await signInAsOffice(page);
  const tag = runTag();
  const lastName = `Deskwood${tag}`;
  await importRoster(page, writeRoster(tag, lastName));

  // The members table at 1280 px: every address on one line.
  await page.goto(`/office/members?q=${lastName}`);
  const table = page.getByRole("table", { name: "Members" });
  await expect(table.getByRole("row")).toHaveCount(51);
  const emailColumn = await table
    .getByRole("columnheader")
    .evaluateAll((headers) => headers.findIndex((header) => header.textContent === "Email"));
  const rows = table.getByRole("row");
  for (const index of [1, 2, 50]) {
    const cell = rows.nth(index).getByRole("cell").nth(emailColumn);
    await expect(cell).toContainText(`@classic-motoring-${tag}.example.com`);
    expect(await linesOf(cell), `the address in row ${index}`).toBe(1);
  }
  await expectAccessible(page);
  const memberNo = (await rows.nth(1).getByRole("cell").nth(0).textContent())?.trim() as string;
  // "Deskwood…, Florence0" in the table; the audit trail names the member as "Florence0 Deskwood…".
  const [last, first] = ((await rows.nth(1).getByRole("link").textContent()) ?? "").split(", ");
  const memberName = `${first} ${last}`;

  // A note on that member's record, for the audit trail.
  await rows.nth(1).getByRole("link").click();
  await page.getByRole("tab", { name: "Notes" }).click();
  await page.getByRole("textbox", { name: "Add a note" }).fill("Asked for a printed card at the desk");
  await page.getByRole("button", { name: "Add note" }).click();
  await page
    .getByRole("dialog", { name: "Add this note?" })
    .getByRole("button", { name: "Add note" })
    .click();
  await expect(page.getByText("The note was added.")).toBeVisible();

  // The busy day's reminders: the whole day's count, the first 50 by name, and a pager.
  await page.goto("/office/reminders");
  await page.getByLabel("Reminders due on", { exact: true }).fill(reminderDay);
  const reminders = page.getByRole("table", { name: "Reminders due on October 1, 2027" });
  await expect(reminders).toBeVisible();
  await expect(
    page.getByText(/^\d+ reminders are due on October 1, 2027: \d+ by e-mail, \d+ by letter\.$/),
  ).toBeVisible();
  await expect(reminders.getByRole("row")).toHaveCount(51);
  await expect(page.getByText(/^Showing 1–50 of \d+$/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Page 2" }).click();
  await expect(page.getByText(/^Showing 51–\d+ of \d+$/)).toBeVisible();
  await expectAccessible(page);

  // The audit trail, filtered by the member's number as the office reads it from the table.
  await page.goto("/office/audit");
  await page.getByRole("textbox", { name: /^Member/ }).fill(memberNo);
  await page.getByRole("button", { name: "Show entries" }).click();
  await expect(page).toHaveURL(new RegExp(`memberSearch=${memberNo}`));
  const trail = page.getByRole("table", { name: "Audit trail entries" });
  await expect(
    trail.getByRole("row").filter({ hasText: "Asked for a printed card at the desk" }),
  ).toHaveCount(1);
  // Every entry is about the member: asked of the table until the filtered page has replaced the whole trail.
  await expect(
    trail
      .getByRole("row")
      .filter({ hasNot: page.getByRole("columnheader") })
      .filter({ hasNot: page.getByRole("link", { name: memberName }) }),
  ).toHaveCount(0);
  await expectAccessible(page);

  // Fewer than 3 letters: the field says what it takes.
  await page.getByRole("textbox", { name: /^Done by/ }).fill("Qu");
  await page.getByRole("button", { name: "Show entries" }).click();
  await expect(page.getByText("Type a member number, or at least 3 letters of a name")).toBeVisible();
  await expectAccessible(page);
});

test("the members table and the audit trail fit a phone, the tables scrolling in their box", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.clock.setFixedTime(e2eClockStart);
  await signInAsOffice(page);
  await page.goto("/office/members?q=example");
  await expect(page.getByRole("table", { name: "Members" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
  await page.goto("/office/audit");
  await expect(
    page
      .getByRole("table", { name: "Audit trail entries" })
      .or(page.getByText("No entries match these filters.")),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
});
