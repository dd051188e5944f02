import { dashboardSchema } from "@club/domain/dashboard.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** GET /api/v1/office/dashboard: the whole club's numbers, asked again after any office write. */
export function useOfficeDashboard() {
  return useQuery({
    queryKey: [...queryKeys.office, "dashboard"],
    queryFn: () => apiRequest("/office/dashboard", dashboardSchema),
  });
}
