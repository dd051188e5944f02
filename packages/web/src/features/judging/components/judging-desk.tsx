import { Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { useAssignments } from "../api/use-assignments.ts";
import { useOfflineReady } from "../api/use-offline-ready.ts";
import { useSheetQueue } from "../api/use-sheet-queue.ts";
import { AssignmentList } from "./assignment-list.tsx";
import { ScoreSheet } from "./score-sheet.tsx";
import { UnsentNotice } from "./unsent-notice.tsx";

/**
 * Issue 29: a judge's cars, or the sheet of the one opened (`?entry=`, so a phone's back button returns to the
 * list), with the sheets still waiting on this phone above either.
 */
export function JudgingDesk({ judgeId }: { judgeId: number }) {
  const assignments = useAssignments();
  const { queued, refusals, save, sendAll } = useSheetQueue(judgeId);
  const offlineReady = useOfflineReady();
  const [params, setParams] = useSearchParams();
  const opened = assignments.data?.find((assignment) => String(assignment.entryId) === params.get("entry"));

  let body: ReactNode;
  if (assignments.isError)
    body = <LoadFailure what="cars to judge" onRetry={() => void assignments.refetch()} />;
  else if (!assignments.data) body = <LoadingState label="Loading your cars…" />;
  else if (opened)
    body = (
      <ScoreSheet
        key={opened.entryId}
        assignment={opened}
        queued={queued[opened.entryId]}
        refusal={refusals[opened.entryId]}
        onSave={(sheet) => save(opened.entryId, sheet)}
        onDone={() => setParams({})}
      />
    );
  else if (assignments.data.length === 0) body = <Text>No cars are yours to judge at the moment.</Text>;
  else body = <AssignmentList assignments={assignments.data} queued={queued} refusals={refusals} />;

  return (
    <Stack gap="lg">
      <UnsentNotice count={Object.keys(queued).length} onSend={sendAll} />
      {body}
      {offlineReady && (
        <Text size="sm" c="dimmed">
          This page is stored on this phone: it opens, and keeps the sheets you save, without signal.
        </Text>
      )}
    </Stack>
  );
}
