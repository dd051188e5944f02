import { type DashboardChart, dashboardSchema } from "@club/domain/dashboard.schema";
import { administeredZonesSchema } from "@club/domain/zones.schema";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { downloadFile } from "../../../api/download-file.ts";
import { toQueryString } from "../../../api/query-string.ts";

/** What the dashboard covers: every region the member administers, one of them, or one zone's (issue 42). */
export type DashboardScope = { region: string } | { zone: number } | null;

const query = (scope: DashboardScope) =>
  scope === null ? {} : "region" in scope ? { region: scope.region } : { zone: String(scope.zone) };

/** GET /api/v1/regional_administrators/dashboard for the scope. */
export function useRegionalDashboard(scope: DashboardScope) {
  return useQuery({
    queryKey: ["regional-dashboard", scope],
    queryFn: () =>
      apiRequest(`/regional_administrators/dashboard${toQueryString(query(scope))}`, dashboardSchema),
  });
}

/** GET /api/v1/regional_administrators/zones: the zones whose roll-up the member may read. */
export function useAdministeredZones() {
  return useQuery({
    queryKey: ["regional-zones"],
    queryFn: () => apiRequest("/regional_administrators/zones", administeredZonesSchema),
  });
}

/** One chart's numbers as a CSV file, under the name the server gives it. */
export function useDownloadDashboardChart() {
  return useMutation({
    mutationFn: ({ scope, chart }: { scope: DashboardScope; chart: DashboardChart }) =>
      downloadFile(
        `/regional_administrators/dashboard.csv${toQueryString({ ...query(scope), chart })}`,
        `${scope === null ? "regions" : "region" in scope ? scope.region : `zone-${scope.zone}`}-${chart}.csv`,
      ),
  });
}
