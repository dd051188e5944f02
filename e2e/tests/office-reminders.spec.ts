import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { e2eClockStart } from "../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { expectAccessible, signInAsOffice } from "./support.ts";

// Issue 15: the office's renewal reminders page. The portal's clock starts on 21 November 2026: the demo members'
// dues expire on 31 December, so the reminder 60 days before expiry is due today, and the one 30 days before
// on 1 December. The browser is put on the portal's day, so "tomorrow" and "today" mean the portal's.
// Another journey (renewal-link.spec.ts) also sends today's reminders, so what is due today and tomorrow depends
// on which ran first; 1 December's step is not sent by either, and is the day checked row by row.

const stepDay = "2026-12-01";

async function openReminders(page: Page) {
  await page.clock.setFixedTime(e2eClockStart);
  await signInAsOffice(page);
  await page.getByRole("navigation", { name: "Office" }).getByRole("link", { name: "Reminders" }).click();
  await expect(page.getByRole("heading", { name: "Renewal reminders", level: 1 })).toBeVisible();
}

/** The letters or labels of the day chosen: the server prepares the PDF as a job, then the page offers it. */
async function download(page: Page, what: "letters" | "labels") {
  await page.getByRole("button", { name: `Prepare the ${what} (PDF)` }).click();
  const prefix = what === "letters" ? "renewal-letters" : "mailing-labels";
  const file = page.getByRole("button", { name: new RegExp(`^Download ${prefix}-.*\\.pdf$`) });
  await expect(file).toBeVisible({ timeout: 20_000 });
  const downloading = page.waitForEvent("download");
  await file.click();
  const saved = await downloading;
  return { name: saved.suggestedFilename(), bytes: readFileSync(await saved.path()) };
}

test("the office previews who is due, prints the letters, and sends today's reminders", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openReminders(page);
  const day = page.getByLabel("Reminders due on", { exact: true });
  await expect(day).toHaveValue("2026-11-22");
  await expect(
    page
      .getByRole("table", { name: "Reminders due on November 22, 2026" })
      .or(page.getByText("No reminders are due on November 22, 2026.")),
  ).toBeVisible();

  await day.fill(stepDay);
  const table = page.getByRole("table", { name: "Reminders due on December 1, 2026" });
  await expect(table).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: "E-mail" }).first()).toContainText(
    "30 days before expiry",
  );
  // James Okafor reads the club on paper: his reminder is a letter.
  await expect(table.getByRole("row", { name: /James Okafor/ })).toContainText("Letter");
  await expectAccessible(page);

  const letters = await download(page, "letters");
  expect(letters.name).toBe(`renewal-letters-${stepDay}.pdf`);
  expect(letters.bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const labels = await download(page, "labels");
  expect(labels.name).toBe(`mailing-labels-${stepDay}.pdf`);

  // A day with nothing due: the empty list, and the server's reason when its letters are asked for.
  await day.fill("2027-06-30");
  await expect(page.getByText("No reminders are due on June 30, 2027.")).toBeVisible();
  await page.getByRole("button", { name: "Prepare the letters (PDF)" }).click();
  await expect(page.getByRole("alert")).toHaveText("No renewal letters are due on June 30, 2027.");

  await page.getByRole("button", { name: "Send today's reminders now" }).click();
  const confirm = page.getByRole("dialog", { name: "Send today's reminders now?" });
  await expect(confirm).toContainText(/today, November 21, 2026/i);
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Send the reminders" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: /^Sent \d+ e-mails?; \d+ letters? to print/ }),
  ).toBeVisible();
  await expect(confirm).toBeHidden();

  // Today's are all sent now (by this run or the other journey's); the letters logged today can be printed.
  await day.fill("2026-11-21");
  await expect(page.getByText("No reminders are due on November 21, 2026.")).toBeVisible();
  await expect(page.getByText(/^Left out: .*already reminded/)).toBeVisible();
  const today = await download(page, "letters");
  expect(today.name).toBe("renewal-letters-2026-11-21.pdf");
});

test("the page reads on a phone's width", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.clock.setFixedTime(e2eClockStart);
  await signInAsOffice(page);
  await page.goto("/office/reminders");
  for (const section of ["Who gets a reminder", "Schedule", "Templates"])
    await expect(page.getByRole("heading", { name: section, level: 2 })).toBeVisible();
  await page.getByLabel("Reminders due on", { exact: true }).fill(stepDay);
  await expect(page.getByRole("table", { name: "Reminders due on December 1, 2026" })).toBeVisible();
  await expectAccessible(page);
  // Nothing wider than the screen: the table scrolls in its own box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // The prepared file's button, named after the file, wraps instead of running off the screen.
  await download(page, "letters");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("an office administrator adds a reminder 14 days before expiry, and takes it away again", async ({
  page,
}) => {
  await openReminders(page);
  const schedule = page.getByRole("form", { name: "Schedule" });
  await schedule.getByRole("button", { name: "Add a reminder before expiry" }).click();
  await schedule.getByRole("textbox", { name: "Reminder 4: days before expiry" }).fill("14");
  await schedule.getByRole("button", { name: "Save the schedule" }).click();
  const confirm = page.getByRole("dialog", { name: "Save the schedule?" });
  await expect(confirm).toContainText(
    "Before the dues expire: 60, 30, 14 and 7 days (was 60, 30 and 7 days).",
  );
  await confirm.getByRole("button", { name: "Save the schedule" }).click();
  await expect(schedule.getByText("The schedule was saved.")).toBeVisible();

  await page.reload();
  const days = ["60", "30", "14", "7"];
  for (const [index, value] of days.entries())
    await expect(
      schedule.getByRole("textbox", { name: `Reminder ${index + 1}: days before expiry` }),
    ).toHaveValue(value);
  await expectAccessible(page);

  await schedule.getByRole("button", { name: "Remove reminder 3: days before expiry" }).click();
  await schedule.getByRole("button", { name: "Save the schedule" }).click();
  await expect(confirm).toContainText(
    "Before the dues expire: 60, 30 and 7 days (was 60, 30, 14 and 7 days).",
  );
  await confirm.getByRole("button", { name: "Save the schedule" }).click();
  await expect(schedule.getByText("The schedule was saved.")).toBeVisible();
  await expect(schedule.getByRole("textbox", { name: /^Reminder \d: days before expiry$/ })).toHaveCount(3);
});

test("a template with an unknown placeholder is refused at its field, with the server's own words", async ({
  page,
}) => {
  await openReminders(page);
  const templates = page.getByRole("form", { name: "Templates" });
  await templates.getByRole("tab", { name: "Before expiry" }).click();
  const preview = templates.getByRole("region", { name: "Preview" });
  await expect(preview).toContainText(/Subject: Your .* membership expires in 30 days/);

  const subject = templates.getByLabel("Subject");
  await subject.fill("Hello {{nmae}}, time to renew");
  const unknown = /Unknown placeholder \{\{nmae\}\}: use \{\{name\}\}/;
  // The preview asks the server, which names the placeholder it does not know.
  await expect(preview).toContainText(unknown);
  await templates.getByRole("button", { name: "Save the templates" }).click();
  await expect(subject).toHaveAttribute("aria-invalid", "true");
  await expect(subject).toHaveAccessibleDescription(unknown);
  await expect(page.getByRole("dialog", { name: "Save the templates?" })).toHaveCount(0);
  await expectAccessible(page);

  // Nothing was saved: undoing leaves the page with no changes to ask about.
  await templates.getByRole("button", { name: "Undo my changes" }).click();
  await expect(subject).toHaveValue("Your {{club}} membership expires in {{days}} days");
});
