import { Button, NativeSelect, Stack, Title } from "@mantine/core";
import { useId, useState } from "react";
import { errorsOf } from "../../../api/api-error.ts";
import { DashboardView } from "../../../components/dashboard/dashboard-view.tsx";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import {
  type DashboardScope,
  useAdministeredZones,
  useDownloadDashboardChart,
  useRegionalDashboard,
} from "../api/use-regional-dashboard.ts";

/** The select's value for a scope: "" all, "region:GI", "zone:7". */
function scopeOf(value: string): DashboardScope {
  const [kind, key = ""] = value.split(":");
  if (kind === "region") return { region: key };
  if (kind === "zone") return { zone: Number(key) };
  return null;
}

/**
 * Issue 14: the dashboard the office reads, for the administrator's own regions (all of them, or one): members by
 * plan and by region, joins and renewals, lapsed this year. Issue 42: a zone's officers choose their zone, its
 * regions rolled up.
 */
export function RegionalDashboard({ regions }: { regions: Record<string, string> }) {
  const headingId = useId();
  const names = Object.keys(regions);
  const zones = useAdministeredZones().data?.zones ?? [];
  const [value, setValue] = useState(names.length === 1 ? `region:${regions[names[0] ?? ""] ?? ""}` : "");
  const scope = scopeOf(value);
  const dashboard = useRegionalDashboard(scope);
  const download = useDownloadDashboardChart();
  if (names.length === 0) return null;
  const zoneName = dashboard.data?.zone?.name;
  return (
    <Stack component="section" gap="md" mt="xl" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {zoneName ? `${zoneName}: its regions at a glance` : "Your regions at a glance"}
      </Title>
      {names.length > 1 || zones.length > 0 ? (
        <NativeSelect
          label="Show"
          maw={360}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          data={[
            { label: "All my regions", value: "" },
            ...zones.map((zone) => ({
              label: `${zone.name} (${zone.regions.length} ${zone.regions.length === 1 ? "region" : "regions"})`,
              value: `zone:${zone.id}`,
            })),
            ...names.map((name) => ({ label: name, value: `region:${regions[name] ?? ""}` })),
          ]}
        />
      ) : null}
      {dashboard.isPending ? <LoadingState label="Counting the members…" /> : null}
      {dashboard.isError ? <LoadFailure what="numbers" onRetry={() => void dashboard.refetch()} /> : null}
      <ErrorLines errors={errorsOf(download.error)} />
      {dashboard.data ? (
        <DashboardView
          dashboard={dashboard.data}
          csv={(chart, label) => (
            <Button
              variant="outline"
              loading={download.isPending && download.variables?.chart === chart}
              onClick={() => download.mutate({ scope, chart })}
              aria-label={`Download CSV of ${label.toLowerCase()}`}
            >
              Download CSV
            </Button>
          )}
        />
      ) : null}
    </Stack>
  );
}
