import type { OfficeEvent } from "@club/domain/office-events.schema";

// How the office's event pages say an event's days, region and places (spec §9: days as YYYY-MM-DD).

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
