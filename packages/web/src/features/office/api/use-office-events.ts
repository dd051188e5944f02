import {
  eventRegistrationsSchema,
  type OfficeEventWhen,
  type officeEventInputSchema,
  officeEventSchema,
} from "@club/domain/office-events.schema";
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

// The office's events (issue 14). Their keys start with the office's, so the office's own invalidation reaches
// them too.
export const officeEventKeys = {
  all: [...queryKeys.office, "events"] as const,
  list: (when: OfficeEventWhen) => [...queryKeys.office, "events", "list", when] as const,
  registrations: (id: number) => [...queryKeys.office, "events", "registrations", id] as const,
};

export function eventRegistrationsCsvPath(eventId: number): string {
  return `/office/events/${eventId}/registrations.csv`;
}

/** GET /api/v1/office/events?when=: upcoming (soonest first), past (latest first) or all. */
export function useOfficeEvents(when: OfficeEventWhen) {
  return useQuery({
    queryKey: officeEventKeys.list(when),
    queryFn: () => apiRequest(`/office/events?when=${when}`, z.array(officeEventSchema)),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/office/events/{id}/registrations: the event and who registered, first come first. */
export function useEventRegistrations(eventId: number | null) {
  return useQuery({
    queryKey: officeEventKeys.registrations(eventId ?? 0),
    queryFn: () => apiRequest(`/office/events/${eventId}/registrations`, eventRegistrationsSchema),
    enabled: eventId !== null,
  });
}

/**
 * After a write the event lists, the audit trail and (for an office account that is also a member) My Events may
 * show something else: they load again when next shown. The office session is left alone.
 */
function invalidateAfterEventWrite(queryClient: QueryClient) {
  const session = queryKeys.officeSession;
  void queryClient.invalidateQueries({
    queryKey: queryKeys.office,
    predicate: ({ queryKey }) => queryKey[1] !== session[1],
  });
  void queryClient.invalidateQueries({ queryKey: queryKeys.availableEvents });
}

/** The body the server takes (snake_cased by the client). */
export type OfficeEventBody = z.input<typeof officeEventInputSchema>;

/** POST /api/v1/office/events (201): the new event. */
export function useAddEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfficeEventBody) =>
      apiRequest("/office/events", officeEventSchema, { method: "POST", body }),
    onSuccess: () => invalidateAfterEventWrite(queryClient),
  });
}

/** PUT /api/v1/office/events/{id}: the whole event; the event as it now is. */
export function useChangeEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: OfficeEventBody }) =>
      apiRequest(`/office/events/${id}`, officeEventSchema, { method: "PUT", body }),
    onSuccess: () => invalidateAfterEventWrite(queryClient),
  });
}

/** DELETE /api/v1/office/events/{id} (204): refused (422) while anyone is registered. */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/office/events/${id}`, z.undefined(), { method: "DELETE" }),
    onSuccess: () => invalidateAfterEventWrite(queryClient),
  });
}
