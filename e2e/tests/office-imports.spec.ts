import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectAccessible, readMail, signIn, signInAsOffice } from "./support.ts";

// Issue 16: the office imports a roster exported by another system (its own column names), corrects the mapping of
// one column, previews (a row with a bad date is rejected, a repeated e-mail is a duplicate), imports and watches
// the progress to the end; a member finds an imported member in the directory; the office undoes the import, then
// uploads the same file again and imports it again. Each run's members have a last name of their own.

const firstNames = ["Arthur", "Beatrice", "Cyril", "Dorothy", "Edmund", "Florence", "Gilbert", "Harriet"];
const goodRows = 48;

/** Six letters, so a run's last name ("Quillxkfmpt") is its own and reads as a name. */
function runTag(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
}

/**
 * The export: 48 members, one row whose dues date is no date, and one repeating the third row's e-mail. Their
 * addresses are at example.com, so the journeys that list the demo members by "@example.org" do not see them.
 */
function writeRoster(tag: string, lastName: string): string {
  const header = "Given Name,Surname,E-mail Address,Street Address,City,Zip,Paid Thru,Handy";
  const row = (i: number, email: string, paidThru: string) =>
    [
      firstNames[i % firstNames.length],
      lastName,
      email,
      `${100 + i} Elm Street`,
      "Elgin",
      "60120",
      paidThru,
      `555-01${String(i).padStart(2, "0")}`,
    ].join(",");
  const rows = Array.from({ length: goodRows }, (_, i) =>
    row(i, `import-${tag}-${i}@example.com`, "2027-12-31"),
  );
  rows.splice(10, 0, row(90, `import-${tag}-bad@example.com`, "31/31/2027"));
  rows.push(row(91, `import-${tag}-2@example.com`, "2027-12-31"));
  const file = path.join(mkdtempSync(path.join(tmpdir(), "club-import-")), `roster-${tag}.csv`);
  writeFileSync(file, `${[header, ...rows].join("\r\n")}\r\n`);
  return file;
}

/** The field a column fills: a row of the table on a wide screen, a field named by the column on a phone. */
function mappingOf(page: Page, column: string, phone: boolean) {
  return phone
    ? page.getByRole("combobox", { name: column, exact: true })
    : page.getByRole("combobox", { name: `Imported as, for the column ${column}` });
}

async function overflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Upload, correct "Handy" (a cell phone), preview: what the file would do, in words and rows. */
async function uploadAndPreview(page: Page, file: string, phone: boolean) {
  await page.getByLabel(/^Members file \(CSV or Excel\)/).setInputFiles(file);
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page).toHaveURL(/\/office\/imports\/\d+$/);
  await expect(
    page.getByRole("heading", { name: `Import of ${path.basename(file)}`, level: 1 }),
  ).toBeVisible();

  // The server read the other system's names; "Handy" it does not know.
  await expect(mappingOf(page, "Surname", phone)).toHaveValue("lastName");
  await expect(mappingOf(page, "E-mail Address", phone)).toHaveValue("email");
  await expect(mappingOf(page, "Paid Thru", phone)).toHaveValue("duesExpire");
  await expect(mappingOf(page, "Handy", phone)).toHaveValue("");
  await expectAccessible(page);
  await mappingOf(page, "Handy", phone).selectOption({ label: "Cell phone" });
  await page.getByRole("button", { name: "Save the mapping" }).click();
  await expect(page.getByText("The mapping was saved.")).toBeVisible();
  await expect(mappingOf(page, "Handy", phone)).toHaveValue("cellPhone");

  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("heading", { name: "Preview", level: 2 })).toBeFocused();
  await expect(
    page.getByText(`${goodRows} new members, 0 matched (0 will change), 1 row rejected, 1 duplicate.`),
  ).toBeVisible();
  const rejected = page.getByRole("table", { name: "Rejected rows" });
  await expect(rejected.getByRole("row").filter({ hasText: "is not a date" })).toHaveCount(1);
  await expect(rejected.getByRole("row").filter({ hasText: /e-mail/i })).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Download the rejected rows (CSV)" })).toBeVisible();
  await expectAccessible(page);
  if (phone) expect(await overflow(page)).toBeLessThanOrEqual(0);
}

/** Import, after the question; the bar follows the job to its end. */
async function commit(page: Page) {
  await page.getByRole("button", { name: `Import ${goodRows} members` }).click();
  const dialog = page.getByRole("dialog", { name: "Import the roster?" });
  await expect(dialog).toContainText(`${goodRows} new members are added.`);
  await expect(dialog).toContainText("No e-mail is sent.");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: `Import ${goodRows} members` }).click();
  // The bar stands from the commit's reply on (at 0% its filled part, the progressbar, has no width yet).
  await expect(page.getByRole("progressbar", { name: /^Imported [\d,]+ of [\d,]+ rows$/ })).toBeAttached();
  await expect(page.getByText(/^Imported on \d{4}-\d{2}-\d{2} \d{1,2}:\d{2}\s[AP]M\.$/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await expect(
    page.getByText(`${goodRows} new members, 0 matched (0 will change), 1 row rejected, 1 duplicate.`),
  ).toBeVisible();
  await expectAccessible(page);
}

/** A member of the club finds the imported members in the directory by their last name. */
async function findInDirectory(browser: Browser, baseURL: string | undefined, lastName: string) {
  const context = await browser.newContext({ baseURL });
  const member = await context.newPage();
  await signIn(member, "member@example.org");
  await member.goto("/my-profile/search/member");
  await member.getByLabel("Last Name", { exact: true }).fill(lastName);
  await member.getByRole("button", { name: "SEARCH" }).click();
  const results = member.getByRole("region", { name: "Search Results" });
  await expect(results.getByText(`${goodRows} Result(s) Found`)).toBeVisible();
  await expect(results.getByRole("link", { name: `Arthur ${lastName}` }).first()).toBeVisible();
  await context.close();
}

for (const width of [1280, 375]) {
  const phone = width < 600;
  test(`the office imports a roster, undoes it and imports it again (${width}px)`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(360_000);
    const tag = runTag();
    const lastName = `Quill${tag}`;
    const file = writeRoster(tag, lastName);
    await page.setViewportSize({ width, height: 900 });

    await signInAsOffice(page);
    if (phone) await page.goto("/office/imports");
    else await page.getByRole("link", { name: "Import roster" }).click();
    await expect(page.getByRole("heading", { name: "Import roster", level: 1 })).toBeVisible();
    // Nothing chosen: the field says so.
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText("Choose the members file")).toBeVisible();
    await expectAccessible(page);

    await uploadAndPreview(page, file, phone);
    await commit(page);
    await expect(page.getByRole("button", { name: "Send invitations to claim accounts" })).toBeVisible();
    await findInDirectory(browser, baseURL, lastName);

    // Undo, after saying what it removes.
    await page.getByRole("button", { name: "Undo this import" }).click();
    const dialog = page.getByRole("dialog", { name: "Undo this import?" });
    await expect(dialog).toContainText(`The ${goodRows} members this import added are removed.`);
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Undo the import" }).click();
    await expect(page.getByText(/^This import was undone on /)).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page);

    // The same file again: its members are new again.
    await page.getByRole("link", { name: "Upload a file" }).click();
    await expect(page.getByRole("heading", { name: "Import roster", level: 1 })).toBeVisible();
    const past = page.getByRole("table", { name: "Past imports" });
    await expect(past.getByRole("row").filter({ hasText: path.basename(file) })).toContainText("Undone");
    await uploadAndPreview(page, file, phone);
    await commit(page);
    await findInDirectory(browser, baseURL, lastName);
  });
}

test("the office invites the imported members; one claims the account from the mailed link and signs in", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const tag = runTag();
  const lastName = `Quill${tag}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsOffice(page);
  await page.goto("/office/imports");
  await uploadAndPreview(page, writeRoster(tag, lastName), false);
  await commit(page);

  await page.getByRole("button", { name: "Send invitations to claim accounts" }).click();
  const dialog = page.getByRole("dialog", { name: "Send the invitations?" });
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Send the invitations" }).click();
  await expect(page.getByText(/e-mails are on the way/)).toBeVisible();

  const email = `import-${tag}-0@example.com`;
  const mail = await readMail(email, /\/claim\/[A-Za-z0-9_-]+/);
  const link = /https?:\/\/\S+\/claim\/[A-Za-z0-9_-]+/.exec(mail)?.[0] as string;

  const context = await browser.newContext({ baseURL });
  const member = await context.newPage();
  await member.goto(link);
  await expect(member.getByRole("heading", { name: `Welcome, Arthur ${lastName}` })).toBeVisible();
  await expectAccessible(member);
  await member.getByLabel("New Password").fill("Packard-Eight-1934");
  await member.getByLabel("Confirm Password").fill("Packard-Eight-1934");
  await member.getByRole("button", { name: "Claim My Account" }).click();
  await expect(member).toHaveURL(/\/my-profile\/member-info$/);
  await expect(member.getByLabel(/^First Name/)).toHaveValue("Arthur");
  await context.close();

  // The link is used up; the password signs in from now on.
  const again = await browser.newContext({ baseURL }).then((fresh) => fresh.newPage());
  await again.goto(link);
  await expect(again.getByRole("alert")).toContainText("already been claimed");
  await signIn(again, email, "Packard-Eight-1934");

  await page.reload();
  await expect(page.getByText(/1 member has claimed their account/)).toBeVisible();
});
