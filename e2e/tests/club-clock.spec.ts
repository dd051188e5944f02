import type { APIRequestContext, Page } from "@playwright/test";
import { e2eDataDir, settingsPortalUrl } from "../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { joinThroughApi } from "./fresh-member.ts";
import {
  createPortalEvent,
  officeAuthorization,
  registrationFor,
  uniqueTitle,
} from "./portal-event-steps.ts";
import { expectAccessible, readMail, signIn, signInAsOffice } from "./support.ts";

// Issue 40: the club's clock. Every time a member reads is in the club's time zone (Central Time unless the office
// says otherwise), never UTC: the office moves it to America/Los_Angeles in Settings, and a member's card, the gate's
// answer and the offer of a place by e-mail say Pacific Time. On the settings portal, as it changes what every page
// shows; the zone is put back at the end.

test.use({ baseURL: settingsPortalUrl });

/** "9:49 PM Central Time on 2026-12-03", the zone named; Chromium may put a narrow space before AM or PM. */
const momentIn = (zone: string) => `\\d{1,2}:\\d{2}\\s[AP]M ${zone} Time on \\d{4}-\\d{2}-\\d{2}`;

async function register(request: APIRequestContext, member: { authorization: string }, eventId: number) {
  const registered = await request.post(`/api/v1/events/${eventId}/registrations`, {
    headers: { Authorization: member.authorization },
    data: {},
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return registrationFor(request, member, eventId);
}

async function setClubTimeZone(request: APIRequestContext, zone: string) {
  const saved = await request.put("/api/v1/office/settings", {
    headers: await officeAuthorization(request),
    data: { club_time_zone: zone },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

async function myEvents(page: Page) {
  await page.goto("/my-profile/my-events");
  await expect(page.getByRole("heading", { level: 1, name: "My Events" })).toBeVisible();
}

test("the office sets the club's zone to America/Los_Angeles: a member's card, the gate and the offer mail say Pacific Time", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // A free tour with one place (Evelyn has it, a second member waits) and a free rally where Evelyn is checked in.
  const evelyn = await joinThroughApi(page.request, "clock-first");
  const waiting = await joinThroughApi(page.request, "clock-second");
  const tour = await createPortalEvent(page.request, uniqueTitle("Clock Tour"), {
    capacity: 1,
    car_required: false,
  });
  const rally = await createPortalEvent(page.request, uniqueTitle("Clock Rally"), {
    capacity: 5,
    car_required: false,
  });
  const place = await register(page.request, evelyn, tour.id);
  expect(place.status).toBe("confirmed");
  expect((await register(page.request, waiting, tour.id)).status).toBe("waitlisted");
  const code = (await register(page.request, evelyn, rally.id)).checkInCode as string;
  const checkedIn = await page.request.post(`/api/v1/office/events/${rally.id}/check_in`, {
    headers: await officeAuthorization(page.request),
    data: { code },
  });
  expect(checkedIn.status(), await checkedIn.text()).toBe(200);

  // Evelyn's card on a phone: checked in at a time of the club's day, in Central Time by default.
  const member = await (await browser.newContext()).newPage();
  await member.setViewportSize({ width: 375, height: 800 });
  await signIn(member, evelyn.email);
  await myEvents(member);
  await expect(member.getByText(new RegExp(`^Checked in at ${momentIn("Central")}$`))).toBeVisible();

  // The office moves the club's clock on a desk-sized screen, and is asked first.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsOffice(page);
  await page.goto("/office/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  const zone = page.getByRole("combobox", { name: "Club time zone" });
  await expect(zone).toHaveValue("America/Chicago — Central Time");
  await zone.fill("Los_Angeles");
  await page.getByRole("option", { name: "America/Los_Angeles — Pacific Time" }).click();
  await expect(zone).toHaveValue("America/Los_Angeles — Pacific Time");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Save the settings" }).click();
  const confirm = page.getByRole("dialog", { name: "Save the settings?" });
  await expect(confirm).toContainText(
    "Times are written in America/Los_Angeles — Pacific Time (was America/Chicago — Central Time)",
  );
  await confirm.getByRole("button", { name: "Save the settings" }).click();
  await expect(page.getByText("The settings were saved.")).toBeVisible();

  try {
    // The same card now says Pacific Time, on a phone and on a desk.
    for (const width of [375, 1280]) {
      await member.setViewportSize({ width, height: 900 });
      await myEvents(member);
      await expect(member.getByText(new RegExp(`^Checked in at ${momentIn("Pacific")}$`))).toBeVisible();
      await expect(member.getByText(/UTC/)).toHaveCount(0);
      await expectAccessible(member);
    }

    // The gate, on the volunteer's phone: the code again says when it was used, in Pacific Time.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/office/events/${rally.id}/check-in`);
    const codeInput = page.getByRole("textbox", { name: "Code" });
    await codeInput.fill(code);
    await codeInput.press("Enter");
    await expect(page.getByText(new RegExp(`^Already checked in at ${momentIn("Pacific")}$`))).toBeVisible();
    await expectAccessible(page);

    // Evelyn gives up her place on the tour: the member waiting is offered it by e-mail, held until a Pacific time.
    const cancelled = await page.request.delete(`/api/v1/registrations/${place.id}`, {
      headers: { Authorization: evelyn.authorization },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    const mail = await readMail(waiting.email, /A place is yours/, `${e2eDataDir}-settings`);
    expect(mail).toMatch(new RegExp(`held for you until ${momentIn("Pacific")}\\.`));
    expect(mail).not.toContain("UTC");
    const offered = await (await browser.newContext()).newPage();
    await offered.setViewportSize({ width: 375, height: 800 });
    await signIn(offered, waiting.email);
    await myEvents(offered);
    await expect(
      offered.getByText(new RegExp(`It is held for you until ${momentIn("Pacific")}\\.$`)),
    ).toBeVisible();
    await expectAccessible(offered);
  } finally {
    await setClubTimeZone(page.request, "America/Chicago");
  }
});
