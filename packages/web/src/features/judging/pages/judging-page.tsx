import { Box, Stack, Text } from "@mantine/core";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { PageLoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { useJudge } from "../api/use-judge.ts";
import { JudgeRecord } from "../components/judge-record.tsx";
import { JudgingDesk } from "../components/judging-desk.tsx";

// Issue 29: the judge's page at the show field: the cars to score and a sheet for each, saved on the phone first;
// their record as a judge below, so on the field the cars come first. Issue 41: the page stays as tall as the screen
// once loaded, as its loading state is: a short answer ("not on the roster", a judge's one car) pulled the footer
// up into the screen (a layout shift of 0.27), and a judge's cars arriving pushed it down again.
export function JudgingPage() {
  const judge = useJudge();
  if (judge.data === undefined && !judge.isError) return <PageLoadingState label="Loading your judging…" />;
  return (
    <Box mih="100vh">
      <PageTitle>Judging</PageTitle>
      {judge.isError && <LoadFailure what="judges' roster" onRetry={() => void judge.refetch()} />}
      {judge.data === null && <Text>You are not on the club's judges' roster.</Text>}
      {judge.data && (
        <Stack gap="xl">
          <JudgingDesk judgeId={judge.data.id} />
          <JudgeRecord judge={judge.data} />
        </Stack>
      )}
    </Box>
  );
}
