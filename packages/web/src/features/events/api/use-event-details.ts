import { eventDetailsSchema } from "@club/domain/event.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** GET /api/v1/events/{id}: a portal event's prices, places, items and cancellation rule (issue 28). */
export function useEventDetails(eventId: number) {
  return useQuery({
    queryKey: queryKeys.eventDetails(eventId),
    queryFn: () => apiRequest(`/events/${eventId}`, eventDetailsSchema),
  });
}
