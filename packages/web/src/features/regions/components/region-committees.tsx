import { useRegionCommittees } from "../../../api/use-committees.ts";
import { CommitteesList } from "../../../components/committees-list.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { PageSection } from "../../../components/page-section.tsx";

/**
 * Issue 46: the region's committees beside its officers, and who serves on them today. A region without committees
 * shows no section: most have none, and an empty heading tells the reader nothing.
 */
export function RegionCommittees({ code }: { code: string }) {
  const committees = useRegionCommittees(code);
  if (committees.isError)
    return (
      <PageSection id="region-committees" title="Committees">
        <LoadFailure what="committees" onRetry={() => void committees.refetch()} />
      </PageSection>
    );
  if (!committees.data || committees.data.committees.length === 0) return null;
  return (
    <PageSection id="region-committees" title="Committees">
      <CommitteesList committees={committees.data.committees} />
    </PageSection>
  );
}
