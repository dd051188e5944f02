import { Text } from "@mantine/core";
import type { QueryClient } from "@tanstack/react-query";
import { getToken } from "../../../api/token-storage.ts";
import { DashboardView } from "../../../components/dashboard/dashboard-view.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { CsvButton } from "../../../office-kit/csv-button.tsx";
import { formatDay } from "../../../office-kit/office-format.ts";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { officeDashboardQuery, useOfficeDashboard } from "../api/use-office-dashboard.ts";

/**
 * Issue 41: the numbers, asked for beside the page's code (app/lazy-page.tsx) and with the office session, rather than
 * once the session, the office's frame and the page have rendered: the first screen on a slow phone came about
 * 0.5 s sooner. Whoever the server refuses is shown why by the frame, which waits for the session.
 */
export function prefetch(queryClient: QueryClient) {
  if (getToken() !== null) void queryClient.prefetchQuery(officeDashboardQuery);
}

// Issue 14: the office's first page, the club at a glance; each total leads to the list behind it.
export function OfficeDashboardPage() {
  const dashboard = useOfficeDashboard();
  return (
    <>
      <PageTitle>Dashboard</PageTitle>
      <QueryState query={dashboard} loading="Counting the club's members…" />
      {dashboard.data ? (
        <>
          <Text mb="md">{`The club on ${formatDay(dashboard.data.today)}.`}</Text>
          <DashboardView
            dashboard={dashboard.data}
            links={{
              lapsed: "/office/members?status=lapsed",
              unpaidJoiners: "/office/members?status=unpaid_joiner",
              approvals: "/office/approvals",
            }}
            csv={(chart, label) => (
              <CsvButton
                label="Download CSV"
                path={`/office/dashboard.csv?chart=${chart}`}
                fileName={`${chart}.csv`}
                ariaLabel={`Download CSV of ${label.toLowerCase()}`}
              />
            )}
          />
        </>
      ) : null}
    </>
  );
}
