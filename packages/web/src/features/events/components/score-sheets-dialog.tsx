import type { Registration } from "@club/domain/event.schema";
import type { OwnScoreSheets } from "@club/domain/judging.schema";
import { Anchor, Button, Group, Modal, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { ApiError } from "../../../api/api-error.ts";
import { DetailList } from "../../../components/detail-list.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { phoneQuery, useMediaMatch } from "../../../lib/media-queries.ts";
import { useOwnScoreSheets } from "../api/use-own-score-sheets.ts";
import { resultRows, sheetRows } from "../format/score-sheet-words.ts";

interface ScoreSheetsDialogProps {
  /** The registration whose car's sheets show; null keeps the dialog closed. */
  registration: Registration | null;
  onClose: () => void;
}

/** Why there is nothing to read yet, by the refusal's status: before publishing (422), or a car not judged (404). */
const refusalWords: Record<number, string> = {
  422: "The results are not published yet.",
  404: "Your car was not entered for judging at this event.",
};

function SheetsRead({ result, eventId }: { result: OwnScoreSheets; eventId: number }) {
  return (
    <Stack gap="lg">
      <DetailList rows={resultRows(result)} />
      {/* Published, so every class's results are there to read too. */}
      <Anchor component={Link} to={`/events/${eventId}/results`} style={{ alignSelf: "flex-start" }}>
        Results of the meet
      </Anchor>
      {result.sheets.map((sheet, index) => (
        <Paper
          key={sheet.savedAt}
          component="section"
          withBorder
          p="md"
          aria-labelledby={`score-sheet-${index + 1}`}
        >
          <Stack gap="sm">
            <Title order={3} size="h4" id={`score-sheet-${index + 1}`}>
              {`Sheet ${index + 1}`}
            </Title>
            <DetailList rows={sheetRows(sheet)} />
            {sheet.notes && (
              <div>
                <Text fw={700}>Notes</Text>
                <Text style={{ whiteSpace: "pre-line" }}>{sheet.notes}</Text>
              </div>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function SheetsBody({ registration }: { registration: Registration }) {
  const sheets = useOwnScoreSheets(registration.id);
  if (sheets.isPending) return <LoadingState label="Loading your score sheets…" />;
  if (sheets.isError) {
    const refusal = sheets.error instanceof ApiError ? refusalWords[sheets.error.status] : undefined;
    return refusal ? (
      <Text fz="lg" role="status">
        {refusal}
      </Text>
    ) : (
      <LoadFailure what="score sheets" onRetry={() => void sheets.refetch()} />
    );
  }
  return <SheetsRead result={sheets.data} eventId={registration.event.id} />;
}

/**
 * Issue 29: a judged car's result as its owner reads it once the meet's results are published: the score, the award,
 * how the score was reached, and each judge's sheet (the judges named only if the club chose so).
 */
export function ScoreSheetsDialog({ registration, onClose }: ScoreSheetsDialogProps) {
  // Four sheets read best on the whole of a phone's screen.
  const phone = useMediaMatch(phoneQuery);
  return (
    <Modal
      opened={registration !== null}
      onClose={onClose}
      title={registration ? `Score sheets for ${registration.event.title}` : ""}
      size="lg"
      fullScreen={phone}
    >
      {registration && <SheetsBody key={registration.id} registration={registration} />}
      <Group justify="flex-end" mt="lg">
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Modal>
  );
}
