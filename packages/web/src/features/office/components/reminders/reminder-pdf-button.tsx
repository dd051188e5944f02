import { Button, Stack, Text } from "@mantine/core";
import { errorsOf } from "../../../../api/api-error.ts";
import { ErrorLines } from "../../../../components/error-lines.tsx";
import { type ReminderPdf, useDownloadReminderPdf } from "../../api/use-office-reminders.ts";

const labels: Record<ReminderPdf, string> = {
  letters: "Download letters (PDF)",
  labels: "Download labels (PDF)",
};

/** Downloads a day's letters or labels; a day without any says so in the server's words. */
export function ReminderPdfButton({ pdf, date }: { pdf: ReminderPdf; date: string }) {
  const download = useDownloadReminderPdf();
  const errors = errorsOf(download.error);
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="outline"
        disabled={date === ""}
        loading={download.isPending}
        onClick={() => download.mutate({ pdf, date })}
      >
        {labels[pdf]}
      </Button>
      {download.isSuccess ? <Text role="status">{`Downloaded ${download.data}`}</Text> : null}
      {/* "No renewal letters are due on …" is about the day chosen, not a field to correct: said as it is. */}
      <ErrorLines errors={errors ? { base: Object.values(errors).flat() } : undefined} />
    </Stack>
  );
}
