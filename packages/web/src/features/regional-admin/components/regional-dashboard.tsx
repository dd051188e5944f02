import { Button, NativeSelect, Stack, Title } from "@mantine/core";
import { useId, useState } from "react";
import { errorsOf } from "../../../api/api-error.ts";
import { DashboardView } from "../../../components/dashboard/dashboard-view.tsx";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { useDownloadDashboardChart, useRegionalDashboard } from "../api/use-regional-dashboard.ts";

/**
 * Issue 14: the dashboard the office reads, for the administrator's own regions (all of them, or one): members by
 * plan and by region, joins and renewals, lapsed this year.
 */
export function RegionalDashboard({ regions }: { regions: Record<string, string> }) {
  const headingId = useId();
  const names = Object.keys(regions);
  const [region, setRegion] = useState<string | null>(
    names.length === 1 ? (regions[names[0] ?? ""] ?? null) : null,
  );
  const dashboard = useRegionalDashboard(region);
  const download = useDownloadDashboardChart();
  if (names.length === 0) return null;
  return (
    <Stack component="section" gap="md" mt="xl" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        Your regions at a glance
      </Title>
      {names.length > 1 ? (
        <NativeSelect
          label="Show"
          maw={360}
          value={region ?? ""}
          onChange={(event) => setRegion(event.currentTarget.value || null)}
          data={[
            { label: "All my regions", value: "" },
            ...names.map((name) => ({ label: name, value: regions[name] ?? "" })),
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
              onClick={() => download.mutate({ region, chart })}
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
