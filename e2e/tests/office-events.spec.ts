import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectAccessible, signIn, signInAsOffice } from "./support.ts";

// Issue 14: the office runs the events from its screens alone. The demo office account adds an event of its own
// (a title and form id no other journey uses, dated well after the seeded ones), a member sees it on My Events,
// the office changes it, and deletes it at the end (nobody registered), so the demo data is as it was.

async function openEvents(page: Page) {
  await page.goto("/office/events");
  await expect(page.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Upcoming events", level: 2 })).toBeVisible();
}

/** The member's My Events, in a browser of their own. */
async function availableToMember(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await page.goto("/my-profile/my-events");
  return {
    available: page.getByRole("region", { name: "Available Events" }),
    page,
    close: () => context.close(),
  };
}

test("the office adds an event that members then see, changes it, and deletes it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const unique = `${Date.now()}-${Math.floor(Math.random() * 1000)}`;
  const title = `Office Journey Concours ${unique}`;
  const formId = `journey-${unique}`;

  await signInAsOffice(page);
  await openEvents(page);
  await expectAccessible(page);
  // The seeded events are listed with their registrations.
  await expect(page.getByRole("row", { name: /Annual Meeting/ })).toBeVisible();

  await page.getByRole("button", { name: "Add an event" }).click();
  const dialog = page.getByRole("dialog", { name: "Add an event" });
  const form = dialog.getByRole("form", { name: "Event" });
  // Nothing filled in: each required field says so.
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(form.getByText("Title is required")).toBeVisible();
  await expect(form.getByText("Form id is required")).toBeVisible();
  await expectAccessible(page);

  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/^Start date/).fill("2027-09-10");
  await form.getByLabel(/^End date/).fill("2027-09-12");
  await form.getByLabel(/^Region/).selectOption({ label: "Greater Illinois Region" });
  await form.getByLabel(/^Form id/).fill(formId);
  await form.getByLabel(/^Capacity/).fill("25");
  await form.getByRole("button", { name: "Continue" }).click();
  const summary = dialog.getByRole("list", { name: "The new event" });
  await expect(summary).toContainText(`Title: ${title}`);
  await expect(summary).toContainText("Dates: 2027-09-10 to 2027-09-12");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Add the event" }).click();
  await expect(page.getByText("The event was added. Members see it on My Events.")).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText("0 of 25");
  await expect(row).toContainText("Greater Illinois Region");

  // A member sees it on My Events, open for registration.
  const member = await availableToMember(browser, "member@example.org");
  await expect(member.available.getByRole("heading", { name: title })).toBeVisible();
  await expect(member.available.getByRole("button", { name: `Register for ${title}` })).toBeVisible();
  await expect(member.available.getByText("2027-09-10 – 2027-09-12")).toBeVisible();

  // Nobody registered yet; the registrations open beside the list.
  await row.getByRole("button", { name: `Registrations for ${title}` }).click();
  const registrations = page.getByRole("dialog", { name: `Registrations: ${title}` });
  await expect(registrations.getByText("No one has registered for this event yet.")).toBeVisible();
  await expectAccessible(page);
  await registrations.getByRole("button", { name: "Close the registrations" }).click();

  // The office changes its capacity; the confirmation lists only that.
  await row.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: `Edit the event: ${title}` });
  await edit.getByLabel(/^Capacity/).fill("30");
  await edit.getByRole("button", { name: "Continue" }).click();
  await expect(edit.getByRole("list", { name: "The changes" })).toHaveText(
    "Capacity: 25 members at most → 30 members at most",
  );
  await edit.getByRole("button", { name: "Save the changes" }).click();
  await expect(row).toContainText("0 of 30");

  // On a phone-sized screen the events are cards, and the page and its dialogs still read and pass axe.
  await page.setViewportSize({ width: 375, height: 800 });
  const card = page.getByRole("list", { name: "Events" }).getByRole("listitem").filter({ hasText: title });
  await expect(card).toContainText("Registered: 0 of 30");
  await expectAccessible(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await card.getByRole("button", { name: `Registrations for ${title}` }).click();
  await expect(registrations.getByText("No one has registered for this event yet.")).toBeVisible();
  await expectAccessible(page);
  await registrations.getByRole("button", { name: "Close the registrations" }).click();
  await card.getByRole("button", { name: `Delete ${title}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this event?" });
  await expect(confirm).toContainText("This cannot be undone.");
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Delete the event" }).click();
  await expect(page.getByText("The event was deleted.")).toBeVisible();
  await expect(card).toHaveCount(0);

  // The changes are in the audit trail.
  await page.goto("/office/audit");
  for (const action of ["Event created", "Event changed", "Event deleted"])
    await expect(page.getByRole("cell", { name: action, exact: true }).first()).toBeVisible();

  // ... and the member no longer sees it.
  await member.page.reload();
  await expect(member.available.getByRole("heading", { name: "Annual Meeting" })).toBeVisible();
  await expect(member.available.getByRole("heading", { name: title })).toHaveCount(0);
  await member.close();
});

test("past events are kept, under Past", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsOffice(page);
  await openEvents(page);
  await expectAccessible(page);
  await page.getByText("Past", { exact: true }).click();
  await expect(page).toHaveURL(/show=past/);
  await expect(page.getByRole("heading", { name: "Past events", level: 2 })).toBeVisible();
  await expectAccessible(page);
});
