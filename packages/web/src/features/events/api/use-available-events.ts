import { eventSchema } from "@club/domain/event.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** GET /api/v1/events: upcoming events the member has not registered for. */
export const availableEventsQuery = queryOptions({
  queryKey: queryKeys.availableEvents,
  queryFn: () => apiRequest("/events", z.array(eventSchema)),
  // A registration is made in another tab (the form service); coming back shows where it now belongs.
  refetchOnWindowFocus: true,
});

export function useAvailableEvents() {
  return useQuery(availableEventsQuery);
}
