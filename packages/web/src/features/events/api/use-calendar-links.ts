import { calendarLinksSchema } from "@club/domain/event.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** GET /api/v1/calendar: the member's secret calendar address and the club's public one (issue 28). */
export const calendarLinksQuery = queryOptions({
  queryKey: queryKeys.calendarLinks,
  queryFn: () => apiRequest("/calendar", calendarLinksSchema),
});

export function useCalendarLinks() {
  return useQuery(calendarLinksQuery);
}
