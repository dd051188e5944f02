import type { RegistrationStatus } from "@club/domain/event-registration.rules";
import type { OfficeEvent, OfficeEventWhen } from "@club/domain/office-events.schema";

// How the pages that run events (the office's, a regional administrator's) say an event's days, region, places
// and registrations (spec §9: days as YYYY-MM-DD).

export function eventDays(event: Pick<OfficeEvent, "dateStart" | "dateEnd">): string {
  return event.dateStart === event.dateEnd ? event.dateStart : `${event.dateStart} – ${event.dateEnd}`;
}

export function eventRegion(event: Pick<OfficeEvent, "regionName" | "regionCode">): string {
  return event.regionName ?? event.regionCode ?? "Club-wide";
}

/** "1 registration", "3 registrations". */
export function registeredLine(event: Pick<OfficeEvent, "registered">): string {
  return `${event.registered} ${event.registered === 1 ? "registration" : "registrations"}`;
}

/** "3 of 40", or "3 (no limit)". */
export function placesLine(event: Pick<OfficeEvent, "registered" | "capacity">): string {
  return event.capacity === null
    ? `${event.registered} (no limit)`
    : `${event.registered} of ${event.capacity}`;
}

/** How members register: "Form service, form 240101" or "Here in the portal" (issue 28). */
export function registrationLine(event: Pick<OfficeEvent, "registration" | "formId">): string {
  return event.registration === "portal" ? "Here in the portal" : `Form service, form ${event.formId ?? ""}`;
}

/** A portal event's waiting list: "2 waiting"; nothing for a form event or an empty list. */
export function waitlistLine(event: Pick<OfficeEvent, "registration" | "waitlisted">): string | null {
  return event.registration === "portal" && event.waitlisted > 0 ? `${event.waitlisted} waiting` : null;
}

/** Where a registration stands, in the words of those who run the event (issue 28). */
export const registrationStatusLabels: Record<RegistrationStatus, string> = {
  pending: "Awaiting payment",
  confirmed: "Confirmed",
  waitlisted: "On the waiting list",
  offered: "Offered a place",
  cancelled: "Cancelled",
};

/** "2 guests: Ann Lee, Bob Lee", "1 guest: Ann Lee", "No guests". */
export function guestsLine(guests: readonly { firstName: string; lastName: string }[]): string {
  if (guests.length === 0) return "No guests";
  const names = guests.map((guest) => `${guest.firstName} ${guest.lastName}`).join(", ");
  return `${guests.length} ${guests.length === 1 ? "guest" : "guests"}: ${names}`;
}

/** The ranges of events a list shows, as its switch names them. */
export const eventWhenLabels: Record<OfficeEventWhen, string> = {
  upcoming: "Upcoming",
  past: "Past",
  all: "All",
};

/** The line a registrations list opens with: when, where, how many of the places, how many wait for one. */
export function registrationsSummary(event: OfficeEvent): string {
  const waiting = waitlistLine(event);
  return `${eventDays(event)}, ${eventRegion(event)}. Registered: ${placesLine(event)}${event.full ? " (full)" : ""}.${waiting ? ` ${waiting} for a place.` : ""}`;
}
