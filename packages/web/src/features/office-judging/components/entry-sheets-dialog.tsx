import { deductionWords, scoringMethodWords } from "@club/domain/judging.rules";
import { List, Modal, Paper, Stack, Text, Title } from "@mantine/core";
import { formatMoment } from "../../../office-kit/office-format.ts";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useEntrySheets } from "../api/use-judging.ts";
import { formatPoints } from "../format/judging-words.ts";

export interface SheetsOf {
  entryId: number;
  /** The car and its owner, the dialog's title. */
  name: string;
}

/** An entry's sheets as its judges sent them, each with the judge's name, deductions, notes and any disqualification. */
export function EntrySheetsDialog({ entry, onClose }: { entry: SheetsOf | null; onClose: () => void }) {
  const sheets = useEntrySheets(entry?.entryId ?? null);
  const data = sheets.data;
  return (
    <Modal opened={entry !== null} onClose={onClose} title={entry ? `Sheets: ${entry.name}` : ""} size="lg">
      <Stack gap="md">
        <QueryState query={sheets} loading="Loading the sheets…" />
        {data && !sheets.isError ? (
          <>
            <Text>{`Score ${formatPoints(data.score)} (${scoringMethodWords(data.method, data.sheets.length)}); award: ${data.award ?? "none"}`}</Text>
            {data.sheets.length === 0 ? <Text>No judge has sent a sheet for this car.</Text> : null}
            {data.sheets.map((sheet, index) => (
              <Paper key={`${sheet.judge}-${sheet.savedAt}`} withBorder p="sm" component="section">
                <Title order={3} size="h4">
                  {`${sheet.judge ?? `Judge ${index + 1}`}: ${formatPoints(100 - sheet.totalDeducted)}`}
                </Title>
                <List spacing={2} mt="xs">
                  {Object.entries(sheet.deductions).map(([category, points]) => (
                    <List.Item key={category}>{`${category}: ${deductionWords(points)}`}</List.Item>
                  ))}
                </List>
                {sheet.disqualifiedBy ? (
                  <Text fw={700}>{`Disqualified: ${sheet.disqualifiedBy}`}</Text>
                ) : null}
                {sheet.notes ? (
                  <Text style={{ whiteSpace: "pre-wrap" }}>{`Notes: ${sheet.notes}`}</Text>
                ) : null}
                <Text size="sm">{`Sent ${formatMoment(sheet.savedAt)}`}</Text>
              </Paper>
            ))}
          </>
        ) : null}
      </Stack>
    </Modal>
  );
}
