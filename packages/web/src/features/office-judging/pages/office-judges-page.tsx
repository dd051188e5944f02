import type { Judge } from "@club/domain/judging.schema";
import { Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { PageTitle } from "../../../components/page-title.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useJudges } from "../api/use-judges.ts";
import { AddJudgeDialog } from "../components/add-judge-dialog.tsx";
import { ChangeJudgeDialog } from "../components/change-judge-dialog.tsx";
import { JudgesTable } from "../components/judges-table.tsx";

/**
 * Issue 29: the judges' roster the office keeps: each judge's level, the seminars they attended and the meets
 * they judged; a member is added by their number, a judge's level and seminars changed.
 */
export function OfficeJudgesPage() {
  const judges = useJudges();
  const [adding, setAdding] = useState(false);
  const [changing, setChanging] = useState<Judge | null>(null);

  return (
    <>
      <PageTitle>Judges</PageTitle>
      <Stack gap="md" aria-busy={judges.isFetching}>
        <Text maw={760}>
          The members who judge at the club's meets. A meet's teams are chosen from this roster on the event's
          Judging page; a meet counts here once its results are published.
        </Text>
        <Button style={{ alignSelf: "flex-start" }} onClick={() => setAdding(true)}>
          Add a judge
        </Button>
        <QueryState query={judges} loading="Loading the judges…" />
        {judges.data && !judges.isError ? <JudgesTable judges={judges.data} onChange={setChanging} /> : null}
      </Stack>
      <AddJudgeDialog opened={adding} onClose={() => setAdding(false)} />
      <ChangeJudgeDialog judge={changing} onClose={() => setChanging(null)} />
    </>
  );
}
