import { scoringMethodWords } from "@club/domain/judging.rules";
import type { JudgingResult, JudgingSetup } from "@club/domain/judging.schema";
import { Button, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { errorsOf } from "../../../api/api-error.ts";
import { DataTable } from "../../../components/data-table.tsx";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { listCardsQuery } from "../../../lib/media-queries.ts";
import { ConfirmDialog } from "../../../office-kit/confirm-dialog.tsx";
import { CsvButton } from "../../../office-kit/csv-button.tsx";
import { OfficeSection } from "../../../office-kit/office-section.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useJudgingResults, usePublishJudging, useTabulate } from "../api/use-judging.ts";
import { entryLine, formatPoints } from "../format/judging-words.ts";
import { EntrySheetsDialog, type SheetsOf } from "./entry-sheets-dialog.tsx";
import { WithdrawResults } from "./withdraw-results.tsx";

/** The award a result states, or why there is none. */
const awardLine = (result: JudgingResult) =>
  result.disqualifiedBy ? `None (disqualified: ${result.disqualifiedBy})` : (result.award ?? "None");

// Words, not a badge: a badge cut the flag to "FAR AP…" in the table's narrow column at 1280 px.
function Spread({ result }: { result: JudgingResult }) {
  return (
    <Stack gap={2}>
      <Text component="span">{formatPoints(result.spread)}</Text>
      {result.flagged ? (
        <Text component="span" c="red.9" fw={700}>
          Far apart: for the head judge
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The results (issue 29): "Tabulate" scores each car from its sheets, the table shows each car's score, award,
 * how it was reached and sheets far apart, each car's sheets open; "Publish the results" asks first, as it
 * cannot be undone. Once published, the results per class download as a PDF for the club's magazine.
 */
export function JudgingResults({ eventId, setup }: { eventId: number; setup: JudgingSetup }) {
  const results = useJudgingResults(eventId, setup.status !== "draft");
  const tabulate = useTabulate(eventId);
  const publish = usePublishJudging(eventId);
  const [asking, setAsking] = useState(false);
  const [sheetsOf, setSheetsOf] = useState<SheetsOf | null>(null);
  const published = setup.status === "published";
  const publishRefusal = setup.refusals.publish;
  const carOf = (result: JudgingResult) => {
    const entry = setup.entries.find((candidate) => candidate.id === result.entryId);
    return entry ? entryLine(entry) : `Registration ${result.registrationId}`;
  };
  const classOf = (result: JudgingResult) => `${result.classCode} (${result.division})`;

  const sheetsButton = (result: JudgingResult) => (
    <Button
      size="compact-md"
      variant="outline"
      onClick={() => setSheetsOf({ entryId: result.entryId, name: carOf(result) })}
    >
      {`Sheets (${result.sheets})`}
      <VisuallyHidden>{` of ${carOf(result)}`}</VisuallyHidden>
    </Button>
  );

  function confirmPublish() {
    publish.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        notifications.show({ color: "green", message: "The results are published." });
      },
    });
  }

  return (
    <OfficeSection title="Results">
      <Stack gap="sm">
        {published ? (
          <>
            <CsvButton
              label="Results for the magazine (PDF)"
              path={`/events/${eventId}/results.pdf`}
              fileName={`results-${eventId}.pdf`}
            />
            <WithdrawResults eventId={eventId} setup={setup} />
          </>
        ) : (
          <>
            <Text>
              Tabulate once the judges have sent their sheets; tabulating again takes in the sheets sent
              since. With four sheets or more, a car's highest and lowest are dropped and the rest averaged.
            </Text>
            <Group gap="sm">
              <Button onClick={() => tabulate.mutate()} loading={tabulate.isPending}>
                Tabulate
              </Button>
              {results.data ? (
                <Button
                  color="red.9"
                  variant="outline"
                  onClick={() => setAsking(true)}
                  disabled={publishRefusal !== undefined}
                  aria-describedby={publishRefusal ? "publish-refusal" : undefined}
                >
                  Publish the results
                </Button>
              ) : null}
            </Group>
            {/* Issue 40: why not yet, in the server's words (before the meet's first day, say). */}
            {results.data && publishRefusal ? <Text id="publish-refusal">{publishRefusal}</Text> : null}
            <ErrorLines errors={errorsOf(tabulate.error)} />
          </>
        )}
        {setup.status === "draft" && !results.data ? (
          <Text>Not tabulated yet.</Text>
        ) : (
          <QueryState query={results} loading="Loading the results…" />
        )}
        {results.data && !results.isError ? (
          <DataTable
            label="Results"
            rows={results.data}
            rowKey={(result) => result.entryId}
            empty="No entries to tabulate."
            minWidth={1000}
            cards={{
              when: listCardsQuery,
              label: "Results",
              name: carOf,
              render: (result) => (
                <Stack gap={4}>
                  <Title order={3} size="h4">
                    {carOf(result)}
                  </Title>
                  <Text>{`Class: ${classOf(result)}`}</Text>
                  <Text>{`Score: ${formatPoints(result.score)}`}</Text>
                  <Text>{`Award: ${awardLine(result)}`}</Text>
                  <Text>{`How: ${scoringMethodWords(result.method, result.sheets)}`}</Text>
                  <Group gap="xs">
                    <Text>Spread:</Text>
                    <Spread result={result} />
                  </Group>
                  {sheetsButton(result)}
                </Stack>
              ),
            }}
            columns={[
              { heading: "Car", rowHeader: true, cell: carOf },
              { heading: "Class", cell: classOf },
              { heading: "Score", align: "right", fw: 700, cell: (result) => formatPoints(result.score) },
              { heading: "Award", cell: awardLine },
              { heading: "How scored", cell: (result) => scoringMethodWords(result.method, result.sheets) },
              { heading: "Spread", cell: (result) => <Spread result={result} /> },
              { heading: "Sheets", cell: sheetsButton },
            ]}
          />
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={asking}
        title="Publish the results?"
        confirmLabel="Publish the results"
        onConfirm={confirmPublish}
        onCancel={() => {
          setAsking(false);
          publish.reset();
        }}
        pending={publish.isPending}
        danger
      >
        <Text>
          Entrants will see their sheets and the awards go on the cars' records. Only an office administrator
          can withdraw them, within 14 days.
        </Text>
        <ErrorLines errors={errorsOf(publish.error)} />
      </ConfirmDialog>
      <EntrySheetsDialog entry={sheetsOf} onClose={() => setSheetsOf(null)} />
    </OfficeSection>
  );
}
