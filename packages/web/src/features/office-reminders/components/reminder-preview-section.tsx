import { spelledDay } from "@club/domain/days";
import type { ReminderPreview } from "@club/domain/reminder-schedule.rules";
import { Group, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { OfficeSection } from "../../../office-kit/office-section.tsx";
import { Pager } from "../../../office-kit/pager.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useReminderPreview } from "../api/use-office-reminders.ts";
import { skippedInWords, tomorrowHere } from "../format/reminder-format.ts";
import { ReminderPdfButton } from "./reminder-pdf-button.tsx";
import { ReminderTable } from "./reminder-table.tsx";
import { SendReminders } from "./send-reminders.tsx";

/**
 * Who gets a reminder on a day (tomorrow unless another is chosen), the letters and labels of that day, and the
 * button that sends today's at once. Who is due is the server's to decide; the page only asks.
 */
export function ReminderPreviewSection() {
  const [date, setDate] = useState(tomorrowHere);
  const [page, setPage] = useState(1);
  const preview = useReminderPreview(date, { page });

  return (
    <OfficeSection title="Who gets a reminder">
      <Stack gap="md">
        <Text>
          Reminders go out every day by themselves: by e-mail, or as a letter to print for members who read
          the club on paper. Choose a day to see who is due then.
        </Text>
        <TextInput
          type="date"
          label="Reminders due on"
          value={date}
          onChange={(event) => {
            setDate(event.currentTarget.value);
            setPage(1);
          }}
          maw={260}
        />
        <Stack gap="sm" aria-busy={preview.isFetching}>
          {date === "" ? (
            <Text>Enter a whole date to see who is due.</Text>
          ) : (
            <>
              <QueryState query={preview} loading="Loading who is due…" />
              {preview.data && !preview.isError ? <DueOn preview={preview.data} onPage={setPage} /> : null}
            </>
          )}
        </Stack>
        <Group align="flex-start" gap="md">
          {/* A new day starts afresh: no message about the last one's files. */}
          <ReminderPdfButton key={`letters-${date}`} pdf="letters" date={date} />
          <ReminderPdfButton key={`labels-${date}`} pdf="labels" date={date} />
        </Group>
        <SendReminders />
      </Stack>
    </OfficeSection>
  );
}

/** "5 reminders are due on November 22, 2026: 4 by e-mail, 1 by letter." (the whole day, not the page) */
function dueInWords({ total, channels }: ReminderPreview, day: string) {
  const count = total === 1 ? "1 reminder is" : `${total} reminders are`;
  return `${count} due on ${day}: ${channels.email} by e-mail, ${channels.letter} by letter.`;
}

function DueOn({ preview, onPage }: { preview: ReminderPreview; onPage: (page: number) => void }) {
  const day = spelledDay(preview.date);
  const skipped = skippedInWords(preview.skipped);
  return (
    <>
      {preview.total === 0 ? (
        <Text role="status" fw={700}>{`No reminders are due on ${day}.`}</Text>
      ) : (
        <>
          <Text fw={700}>{dueInWords(preview, day)}</Text>
          <ReminderTable rows={preview.reminders} label={`Reminders due on ${day}`} />
          <Pager
            page={preview.page}
            pageSize={preview.pageSize}
            total={preview.total}
            shown={preview.reminders.length}
            onPage={onPage}
          />
        </>
      )}
      {skipped ? <Text>{`Left out: ${skipped}.`}</Text> : null}
    </>
  );
}
