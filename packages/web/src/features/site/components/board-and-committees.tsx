import { Text } from "@mantine/core";
import { useClubCommittees } from "../../../api/use-committees.ts";
import { CommitteesList } from "../../../components/committees-list.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { PageSection } from "../../../components/page-section.tsx";

/** Issue 46: the club's board and committees and who serves on them today, to anyone on the home page. */
export function BoardAndCommittees() {
  const committees = useClubCommittees();
  return (
    <PageSection id="home-committees" title="Board and committees">
      {committees.isPending ? <LoadingState label="Loading the committees…" /> : null}
      {committees.isError ? (
        <LoadFailure what="committees" onRetry={() => void committees.refetch()} />
      ) : null}
      {committees.data ? (
        committees.data.committees.length === 0 ? (
          <Text>The club lists no committees at the moment.</Text>
        ) : (
          <CommitteesList committees={committees.data.committees} />
        )
      ) : null}
    </PageSection>
  );
}
