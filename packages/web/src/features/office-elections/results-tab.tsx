import { type ElectionResults, electionResultsSchema } from "@club/domain/election-results.schema";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorsOf } from "../../api/api-error.ts";
import { apiRequest } from "../../api/client.ts";
import { ElectionCountView } from "../../components/election-count.tsx";
import { ErrorLines } from "../../components/error-lines.tsx";
import { ConfirmDialog } from "../../office-kit/confirm-dialog.tsx";
import { CsvButton } from "../../office-kit/csv-button.tsx";
import { OfficeSection } from "../../office-kit/office-section.tsx";
import { QueryState } from "../../office-kit/query-state.tsx";
import { useOfficePolicy } from "../../office-kit/use-office-session.ts";

// Issue 46: the office's Results tab of an election: where its count stands (made by the job after the close, or now
// by the office), the count, its exports, and Publish, which shows it to members and seats the winners.

// Under the office-elections queries (api/use-office-elections.ts): a count or a publication reloads the election too.
const resultsKey = (electionId: number) => ["office-elections", "results", electionId] as const;

function useElectionResults(electionId: number) {
  return useQuery({
    queryKey: resultsKey(electionId),
    queryFn: () => apiRequest(`/office/elections/${electionId}/results`, electionResultsSchema),
  });
}

function useResultsAction(electionId: number, action: "count" | "publish") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/office/elections/${electionId}/${action}`, electionResultsSchema, { method: "POST" }),
    onSuccess: (results) => {
      queryClient.setQueryData(resultsKey(electionId), results);
      return queryClient.invalidateQueries({ queryKey: ["office-elections"] });
    },
  });
}

/** What the office reads before there is a count to show. */
function waitingWords(results: ElectionResults) {
  if (results.phase !== "closed")
    return `The ballots are counted after voting closes on ${results.votingTo}.`;
  if (results.papersOut > 0)
    return (
      `Voting closed on ${results.votingTo}. ${results.papersOut === 1 ? "1 paper ballot" : `${results.papersOut} paper ballots`} ` +
      "printed for voters are not keyed: key those that came back (the Roll tab), then count."
    );
  return `Voting closed on ${results.votingTo}. The count is made within minutes by the portal; you may count now.`;
}

function PublishButton({ electionId, results }: { electionId: number; results: ElectionResults }) {
  const publish = useResultsAction(electionId, "publish");
  const mayPublish = useOfficePolicy("publishElections");
  const [asking, setAsking] = useState(false);
  if (!mayPublish) return <Text>An office administrator publishes the results.</Text>;
  return (
    <>
      <Button onClick={() => setAsking(true)}>Publish the results</Button>
      <ErrorLines errors={errorsOf(publish.error)} />
      <ConfirmDialog
        opened={asking}
        title="Publish the results?"
        confirmLabel="Publish"
        pending={publish.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => publish.mutate(undefined, { onSettled: () => setAsking(false) })}
      >
        <Text>
          {`Members will read these results, and those elected will hold their office from ${results.termsStartOn}. ` +
            "A tied seat is left empty for the club's rules. Publishing cannot be undone."}
        </Text>
      </ConfirmDialog>
    </>
  );
}

export function ResultsTab({ electionId }: { electionId: number }) {
  const results = useElectionResults(electionId);
  const count = useResultsAction(electionId, "count");
  const data = results.data;
  return (
    <Stack gap="lg">
      <QueryState query={results} loading="Loading the count…" />
      {data && !data.count ? (
        <OfficeSection title="The count">
          <Text>{waitingWords(data)}</Text>
          {data.phase === "closed" ? (
            <Group>
              <Button onClick={() => count.mutate()} loading={count.isPending}>
                Count now
              </Button>
            </Group>
          ) : null}
          <ErrorLines errors={errorsOf(count.error)} />
        </OfficeSection>
      ) : null}
      {data?.count ? (
        <>
          <OfficeSection title="The count">
            <Text>{`Counted on ${data.countedOn ?? ""}.`}</Text>
            {data.publishedOn ? (
              <Alert color="green" variant="light" title="Published">
                {`Members have read these results since ${data.publishedOn}; those elected hold their office from ${data.termsStartOn}.`}
              </Alert>
            ) : (
              <PublishButton electionId={electionId} results={data} />
            )}
            <ElectionCountView count={data.count} />
          </OfficeSection>
          <OfficeSection title="Exports">
            <Text>
              The ballots' file holds each ballot's choices in a random order, and nothing that names a voter.
            </Text>
            <Group gap="md">
              <CsvButton
                label="Results (CSV)"
                path={`/office/elections/${electionId}/results.csv`}
                fileName={`election-${electionId}-results.csv`}
              />
              <CsvButton
                label="Ballots (CSV)"
                path={`/office/elections/${electionId}/ballots.csv`}
                fileName={`election-${electionId}-ballots.csv`}
              />
            </Group>
          </OfficeSection>
        </>
      ) : null}
    </Stack>
  );
}
