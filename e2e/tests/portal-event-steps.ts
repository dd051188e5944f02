import type { APIRequestContext, Page } from "@playwright/test";
import { e2eClockStart } from "../playwright.config.ts";
import { expect } from "./fixtures.ts";
import { demoPassword } from "./support.ts";

// Issue 28: what the portal events' journeys set up through the API (the office's event form, the car approvals
// and the registration dialog have journeys of their own), each with an event and members of its own.

/** A 1×1 PNG, enough for the server to check and thumbnail. */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** The car each journey's member brings, as the portal names it. */
export const carName = "1936 Packard Twelve";

/** The demo office account's Authorization header, signed in through the API. */
export async function officeAuthorization(request: APIRequestContext) {
  const login = await request.post("/api/v1/members/login", {
    data: { member: { email: "office@example.org", password: demoPassword, remember_me: false } },
  });
  expect(login.status(), await login.text()).toBe(200);
  return { Authorization: login.headers().authorization as string };
}

/**
 * The portal's day `days` after its clock's start (YYYY-MM-DD): the server dates events by its own clock
 * (CLOCK_START), not the browser's, so "a month ahead" is a month after that day.
 */
export function portalDay(days: number): string {
  const day = new Date(e2eClockStart);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A title no other run uses. */
export function uniqueTitle(name: string): string {
  return `${name} ${Date.now()}-${Math.floor(Math.random() * 1000)}`;
}

/**
 * A portal event the office adds a month ahead (snake_case, as the office's form sends it), with the changes given:
 * capacity, prices in cents, whether a car is required.
 */
export async function createPortalEvent(
  request: APIRequestContext,
  title: string,
  changes: Record<string, unknown>,
) {
  const response = await request.post("/api/v1/office/events", {
    headers: await officeAuthorization(request),
    data: {
      title,
      date_start: portalDay(30),
      date_end: portalDay(31),
      registration: "portal",
      place: "Fairgrounds, Springfield",
      ...changes,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const event = (await response.json()) as { id: number; dateStart: string; dateEnd: string };
  return { id: event.id, title, days: `${event.dateStart} – ${event.dateEnd}` };
}

/** The member registers a 1936 Packard Twelve and the office approves it, so it may be brought to an event. */
export async function addApprovedCar(request: APIRequestContext, member: { authorization: string }) {
  const makes = (await (await request.get("/api/v1/makes")).json()) as { id: number; name: string }[];
  const registered = await request.post("/api/v1/vehicles", {
    headers: { Authorization: member.authorization },
    multipart: {
      owned_by_associate: "false",
      year: "1936",
      make_id: String(makes.find((make) => make.name === "Packard")?.id),
      model: "Twelve",
      number_of_cylinders: "12",
      serial_number: `EVENT-${Date.now()}-${Math.floor(Math.random() * 1000)}`,
      senior_category: "None",
      authentic: "true",
      photos: { name: "front.png", mimeType: "image/png", buffer: png },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { id } = (await registered.json()) as { id: number };
  const approved = await request.post(`/api/v1/office/vehicles/${id}/approve`, {
    headers: await officeAuthorization(request),
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return id;
}

/** The member's registration for the event, as GET /api/v1/registrations has it. */
export async function registrationFor(
  request: APIRequestContext,
  member: { authorization: string },
  eventId: number,
) {
  const response = await request.get("/api/v1/registrations", {
    headers: { Authorization: member.authorization },
  });
  expect(response.status()).toBe(200);
  const registrations = (await response.json()) as {
    id: number;
    event: { id: number };
    status: string;
    checkInCode: string | null;
  }[];
  const found = registrations.find((registration) => registration.event.id === eventId);
  expect(found, `a registration for event ${eventId}`).toBeDefined();
  return found as NonNullable<typeof found>;
}

/** The gate code's letters: eight of the characters that cannot be misread (no I, L, O, 0 or 1). */
export const checkInCodePattern = /^[A-HJKMNP-Z2-9]{8}$/;

/** Nothing on the page is wider than the screen: no sideways scrolling. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
