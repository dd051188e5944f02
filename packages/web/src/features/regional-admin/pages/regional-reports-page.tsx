import { useMemo } from "react";
import { useAvailableRegions } from "../../../api/use-available-regions.ts";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { OfficerProposalForm } from "../components/officer-proposal-form.tsx";
import { RegionElectionsLinks } from "../components/region-elections-links.tsx";
import { RegionMoneyLinks } from "../components/region-money-links.tsx";
import { RegionNewsLinks } from "../components/region-news-links.tsx";
import { RegionalDashboard } from "../components/regional-dashboard.tsx";
import { RegionalEvents } from "../components/regional-events.tsx";
import { ReportForm } from "../components/report-form.tsx";
import { administeredRegions, directedRegions } from "../report/administered-regions.ts";

// spec §2: the regional administrator's exports of their regions' members; issue 14: their regions' dashboard;
// issue 28: their regions' events; issue 42: their regions' money and news, and a director's proposals of officers.
export function RegionalReportsPage() {
  const regions = useAvailableRegions();
  const administered = useMemo(() => administeredRegions(regions.data), [regions.data]);
  const directed = useMemo(() => directedRegions(regions.data), [regions.data]);
  return (
    <>
      <PageTitle>Regional Reports</PageTitle>
      {regions.isPending ? <LoadingState /> : null}
      {regions.isError ? <LoadFailure what="regions" onRetry={() => void regions.refetch()} /> : null}
      {regions.data ? (
        <>
          <ReportForm regions={administered} />
          <RegionalEvents regions={administered} />
          <RegionalDashboard regions={administered} />
          <RegionMoneyLinks regions={administered} />
          <RegionNewsLinks regions={administered} />
          <RegionElectionsLinks regions={administered} />
          <OfficerProposalForm regions={directed} />
        </>
      ) : null}
    </>
  );
}
