import { type officeEventInputSchema, officeEventSchema } from "@club/domain/office-events.schema";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";

/**
 * Where events are written (issue 28): the office's events (every event), or a regional administrator's (the
 * events of their regions only). Both take the same bodies and give the same replies.
 */
export type EventsPath = "/office/events" | "/regional_administrators/events";

/** The body the server takes (snake_cased by the client). */
export type OfficeEventBody = z.input<typeof officeEventInputSchema>;

/**
 * After a write the event lists (the office's, an administrator's regions'), the audit trail and My Events may show
 * something else: they load again when next shown. The office session is left alone.
 */
export function invalidateAfterEventWrite(queryClient: QueryClient) {
  const session = queryKeys.officeSession;
  void queryClient.invalidateQueries({
    queryKey: queryKeys.office,
    predicate: ({ queryKey }) => queryKey[1] !== session[1],
  });
  void queryClient.invalidateQueries({ queryKey: queryKeys.regionalEvents });
  void queryClient.invalidateQueries({ queryKey: queryKeys.availableEvents });
}

/** POST {path} (201): the new event. */
export function useAddEvent(path: EventsPath) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfficeEventBody) => apiRequest(path, officeEventSchema, { method: "POST", body }),
    onSuccess: () => invalidateAfterEventWrite(queryClient),
  });
}

/** PUT {path}/{id}: the whole event; the event as it now is. */
export function useChangeEvent(path: EventsPath) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: OfficeEventBody }) =>
      apiRequest(`${path}/${id}`, officeEventSchema, { method: "PUT", body }),
    onSuccess: () => invalidateAfterEventWrite(queryClient),
  });
}

/** DELETE {path}/{id} (204): refused (422) while anyone is registered. */
export function useDeleteEvent(path: EventsPath) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`${path}/${id}`, z.undefined(), { method: "DELETE" }),
    onSuccess: () => invalidateAfterEventWrite(queryClient),
  });
}
