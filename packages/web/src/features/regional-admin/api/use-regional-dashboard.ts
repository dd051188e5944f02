import { type DashboardChart, dashboardSchema } from "@club/domain/dashboard.schema";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { downloadFile } from "../../../api/download-file.ts";
import { toQueryString } from "../../../api/query-string.ts";

/** GET /api/v1/regional_administrators/dashboard: one region the member administers, or all of them. */
export function useRegionalDashboard(region: string | null) {
  return useQuery({
    queryKey: ["regional-dashboard", region],
    queryFn: () =>
      apiRequest(
        `/regional_administrators/dashboard${toQueryString({ region: region ?? undefined })}`,
        dashboardSchema,
      ),
  });
}

/** One chart's numbers as a CSV file, under the name the server gives it. */
export function useDownloadDashboardChart() {
  return useMutation({
    mutationFn: ({ region, chart }: { region: string | null; chart: DashboardChart }) =>
      downloadFile(
        `/regional_administrators/dashboard.csv${toQueryString({ region: region ?? undefined, chart })}`,
        `${region ?? "regions"}-${chart}.csv`,
      ),
  });
}
