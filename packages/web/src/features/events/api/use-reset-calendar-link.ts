import { calendarLinksSchema } from "@club/domain/event.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** POST /api/v1/calendar/reset: a new secret address; the old one stops working at once. */
export function useResetCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("/calendar/reset", calendarLinksSchema, { method: "POST" }),
    onSuccess: (links) => queryClient.setQueryData(queryKeys.calendarLinks, links),
  });
}
