import { dashboardSchema } from "@club/domain/dashboard.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** GET /api/v1/office/dashboard: the whole club's numbers, asked again after any office write. */
export const officeDashboardQuery = queryOptions({
  queryKey: [...queryKeys.office, "dashboard"],
  queryFn: () => apiRequest("/office/dashboard", dashboardSchema),
  // The page's prefetch asks as its code arrives (office-dashboard-page.tsx); the page, mounted a moment later, takes
  // that answer rather than asking again. After that the numbers are asked for each time the page is opened.
  staleTime: 10_000,
});

export function useOfficeDashboard() {
  return useQuery(officeDashboardQuery);
}
