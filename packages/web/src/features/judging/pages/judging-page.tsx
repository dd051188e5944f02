import { Stack, Text } from "@mantine/core";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { PageLoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { useJudge } from "../api/use-judge.ts";
import { JudgeRecord } from "../components/judge-record.tsx";
import { JudgingDesk } from "../components/judging-desk.tsx";

// Issue 29: the judge's page at the show field: the cars to score and a sheet for each, saved on the phone first;
// their record as a judge below, so on the field the cars come first.
export function JudgingPage() {
  const judge = useJudge();
  if (judge.data === undefined && !judge.isError) return <PageLoadingState label="Loading your judging…" />;
  return (
    <>
      <PageTitle>Judging</PageTitle>
      {judge.isError && <LoadFailure what="judges' roster" onRetry={() => void judge.refetch()} />}
      {judge.data === null && <Text>You are not on the club's judges' roster.</Text>}
      {judge.data && (
        <Stack gap="xl">
          <JudgingDesk judgeId={judge.data.id} />
          <JudgeRecord judge={judge.data} />
        </Stack>
      )}
    </>
  );
}
