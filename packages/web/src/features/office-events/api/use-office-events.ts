import {
  eventRegistrationsSchema,
  type OfficeEventWhen,
  officeEventListSchema,
} from "@club/domain/office-events.schema";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

// The office's events (issue 14). Their keys start with the office's, so the office's own invalidation reaches
// them too.
export const officeEventKeys = {
  all: [...queryKeys.office, "events"] as const,
  list: (when: OfficeEventWhen, page: number) => [...queryKeys.office, "events", "list", when, page] as const,
  registrations: (id: number, page: number) =>
    [...queryKeys.office, "events", "registrations", id, page] as const,
  checkIn: (id: number) => [...queryKeys.office, "events", "check-in", id] as const,
  memberCars: (memberNo: number) => [...queryKeys.office, "events", "member-cars", memberNo] as const,
};

export function eventRegistrationsCsvPath(eventId: number): string {
  return `/office/events/${eventId}/registrations.csv`;
}

/** The event's name badges to print (issue 28), one per person with a confirmed place. */
export function eventBadgesPdfPath(eventId: number): string {
  return `/office/events/${eventId}/badges.pdf`;
}

/** GET /api/v1/office/events?when=&page=: upcoming (soonest first), past (latest first) or all. */
export function useOfficeEvents(when: OfficeEventWhen, page: number) {
  return useQuery({
    queryKey: officeEventKeys.list(when, page),
    queryFn: () => apiRequest(`/office/events?when=${when}&page=${page}`, officeEventListSchema),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/office/events/{id}/registrations?page=: the event and a page of who registered, first come first. */
export function useEventRegistrations(eventId: number | null, page: number) {
  return useQuery({
    queryKey: officeEventKeys.registrations(eventId ?? 0, page),
    queryFn: () =>
      apiRequest(`/office/events/${eventId}/registrations?page=${page}`, eventRegistrationsSchema),
    enabled: eventId !== null,
    // Another page of the same event stays on screen while it loads; another event's never does.
    placeholderData: (previous) => (previous?.event.id === eventId ? previous : undefined),
  });
}
