import { spelledDay } from "@club/domain/days";
import type { ReminderPreview } from "@club/domain/reminder-schedule.rules";
import { Button, Stack, Text } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { ConfirmDialog } from "../../../office-kit/confirm-dialog.tsx";
import { SavedNote } from "../../../office-kit/saved-note.tsx";
import {
  isTaskUnderWay,
  useReminderPreview,
  useReminderTask,
  useStartReminderTask,
} from "../api/use-office-reminders.ts";
import { sentInWords, todayOnServer } from "../format/reminder-format.ts";
import { ReminderTaskProgress } from "./reminder-task-progress.tsx";

/**
 * Sends today's due reminders at once (the daily run does the same), after a question that says how many go
 * out, by e-mail and by letter. The server sends them as a job (issue 24): the page shows how far it has come,
 * then what was sent, and where to print the letters.
 */
export function SendReminders() {
  const [asking, setAsking] = useState(false);
  const today = todayOnServer();
  const due = useReminderPreview(today, { enabled: asking });
  const start = useStartReminderTask();
  const task = useReminderTask(start.data?.id ?? null);
  const current = task.data ?? start.data;
  const result = current?.status === "done" ? current.result : null;

  function send() {
    start.mutate({ kind: "run" }, { onSettled: () => setAsking(false) });
  }

  return (
    <Stack gap="xs" align="flex-start">
      <Button
        disabled={isTaskUnderWay(current)}
        onClick={() => {
          start.reset();
          setAsking(true);
        }}
      >
        Send today's reminders now
      </Button>
      {current && isTaskUnderWay(current) ? (
        <ReminderTaskProgress task={current} doing="Sending today's reminders" />
      ) : null}
      {result ? (
        <SavedNote>
          {`${sentInWords(result)}.`}
          {result.letters > 0
            ? ` The letters are in "Prepare the letters (PDF)" for ${spelledDay(result.date)}.`
            : null}
        </SavedNote>
      ) : null}
      <ErrorLines
        errors={
          current?.status === "failed" && current.error
            ? { base: [current.error] }
            : (errorsOf(start.error) ?? errorsOf(task.error))
        }
      />
      <ConfirmDialog
        opened={asking}
        title="Send today's reminders now?"
        confirmLabel="Send the reminders"
        onConfirm={send}
        onCancel={() => setAsking(false)}
        pending={start.isPending}
      >
        <DueToday due={due} today={today} />
      </ConfirmDialog>
    </Stack>
  );
}

function DueToday({ due, today }: { due: UseQueryResult<ReminderPreview>; today: string }) {
  if (due.isPending || (due.isFetching && due.data?.date !== today))
    return <LoadingState label="Counting today's reminders…" />;
  if (due.isError) return <ErrorLines errors={errorsOf(due.error)} />;
  const { email: emails, letter: letters } = due.data.channels;
  if (emails + letters === 0)
    return <Text>{`No reminders are due today, ${spelledDay(today)}: nothing will be sent.`}</Text>;
  return (
    <>
      <Text>{`Today, ${spelledDay(today)}, ${emails + letters === 1 ? "1 member is" : `${emails + letters} members are`} due a reminder:`}</Text>
      <Text fw={700}>
        {`${emails} by e-mail, sent at once, and ${letters} by letter, to print and post.`}
      </Text>
      <Text>E-mails cannot be called back. Each reminder goes once per member and year.</Text>
    </>
  );
}
