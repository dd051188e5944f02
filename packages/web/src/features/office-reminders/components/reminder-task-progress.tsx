import type { ReminderTask } from "@club/domain/reminder-task.schema";
import { Progress, Stack, Text } from "@mantine/core";
import { progressPercent } from "../../../office-kit/counts.ts";
import { taskProgressInWords } from "../format/reminder-format.ts";

/**
 * A reminders task the server is working on (issue 24): a bar read out as "Preparing the letters: 120 of 1,001",
 * and the same line below it. The page may be left meanwhile: the work goes on.
 */
export function ReminderTaskProgress({ task, doing }: { task: ReminderTask; doing: string }) {
  const line = taskProgressInWords(task, doing);
  return (
    <Stack gap={4} w="100%" maw={420}>
      <Progress value={progressPercent(task.progress)} size="lg" aria-label={line} />
      <Text fw={700}>{line}</Text>
    </Stack>
  );
}
