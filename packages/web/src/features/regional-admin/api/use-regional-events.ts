import {
  eventRegistrationsSchema,
  type OfficeEventWhen,
  officeEventListSchema,
} from "@club/domain/office-events.schema";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

// Issue 28: the events of the regions a member administers. Their keys start with queryKeys.regionalEvents, which
// every event write reloads (event-admin's invalidateAfterEventWrite).
const regionalEventKeys = {
  list: (when: OfficeEventWhen, page: number) => [...queryKeys.regionalEvents, "list", when, page] as const,
  registrations: (id: number, page: number) =>
    [...queryKeys.regionalEvents, "registrations", id, page] as const,
};

/** GET /api/v1/regional_administrators/events?when=&page=: upcoming (soonest first), past (latest first) or all. */
export function useRegionalEvents(when: OfficeEventWhen, page: number) {
  return useQuery({
    queryKey: regionalEventKeys.list(when, page),
    queryFn: () =>
      apiRequest(`/regional_administrators/events?when=${when}&page=${page}`, officeEventListSchema),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/regional_administrators/events/{id}/registrations?page=: the event and a page of who registered. */
export function useRegionalEventRegistrations(eventId: number | null, page: number) {
  return useQuery({
    queryKey: regionalEventKeys.registrations(eventId ?? 0, page),
    queryFn: () =>
      apiRequest(
        `/regional_administrators/events/${eventId}/registrations?page=${page}`,
        eventRegistrationsSchema,
      ),
    enabled: eventId !== null,
    // Another page of the same event stays on screen while it loads; another event's never does.
    placeholderData: (previous) => (previous?.event.id === eventId ? previous : undefined),
  });
}
