import { Button, Stack, Text } from "@mantine/core";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import {
  isTaskUnderWay,
  useDownloadReminderFile,
  useReminderTask,
  useStartReminderTask,
} from "../api/use-office-reminders.ts";
import { ReminderTaskProgress } from "./reminder-task-progress.tsx";

export type ReminderPdf = "letters" | "labels";

const words: Record<ReminderPdf, { start: string; doing: string; ready: string }> = {
  letters: {
    start: "Prepare the letters (PDF)",
    doing: "Preparing the letters",
    ready: "The letters are ready.",
  },
  labels: {
    start: "Prepare the labels (PDF)",
    doing: "Preparing the labels",
    ready: "The labels are ready.",
  },
};

/** The server's refusals of one action, said as they are ("No renewal letters are due on …"), not as fields. */
function refusals(...failures: unknown[]) {
  const lines = failures.flatMap((failure) => Object.values(errorsOf(failure) ?? {}).flat());
  return lines.length > 0 ? { base: lines } : undefined;
}

/**
 * A day's letters or labels (issue 24): the server writes the PDF as a job while the page shows how far it has
 * come, then offers the file; a day without letters says so in the server's words.
 */
export function ReminderPdfButton({ pdf, date }: { pdf: ReminderPdf; date: string }) {
  const start = useStartReminderTask();
  const task = useReminderTask(start.data?.id ?? null);
  const download = useDownloadReminderFile();
  const current = task.data ?? start.data;
  const underWay = start.isPending || isTaskUnderWay(current);
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="outline"
        disabled={date === "" || underWay}
        loading={start.isPending}
        onClick={() => {
          download.reset();
          start.mutate({ kind: pdf, date });
        }}
      >
        {words[pdf].start}
      </Button>
      {current && isTaskUnderWay(current) ? (
        <ReminderTaskProgress task={current} doing={words[pdf].doing} />
      ) : null}
      {current?.status === "done" && current.fileName ? (
        <>
          <Text role="status" fw={700}>
            {words[pdf].ready}
          </Text>
          <Button
            loading={download.isPending}
            onClick={() => download.mutate(current)}
            // The file's name is long: on a phone it wraps instead of running off the screen.
            h="auto"
            mih={44}
            py={8}
            styles={{ label: { whiteSpace: "normal", overflowWrap: "anywhere", lineHeight: 1.3 } }}
          >
            {`Download ${current.fileName}`}
          </Button>
        </>
      ) : null}
      {download.isSuccess ? <Text>{`Downloaded ${download.data}`}</Text> : null}
      <ErrorLines
        errors={
          current?.status === "failed" && current.error
            ? { base: [current.error] }
            : refusals(start.error, task.error, download.error)
        }
      />
    </Stack>
  );
}
