import { Text } from "@mantine/core";
import { DashboardView } from "../../../components/dashboard/dashboard-view.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { CsvButton } from "../../../office-kit/csv-button.tsx";
import { formatDay } from "../../../office-kit/office-format.ts";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useOfficeDashboard } from "../api/use-office-dashboard.ts";

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
