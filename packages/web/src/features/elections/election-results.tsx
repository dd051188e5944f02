import { electionResultsSchema } from "@club/domain/election-results.schema";
import { Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api/client.ts";
import { ElectionCountView } from "../../components/election-count.tsx";
import { QueryState } from "../../office-kit/query-state.tsx";

/** Issue 46: an election's published results on its page: the count, and the day its winners take office. */
export function ElectionResults({ electionId }: { electionId: number }) {
  const results = useQuery({
    queryKey: ["elections", electionId, "results"],
    queryFn: () => apiRequest(`/elections/${electionId}/results`, electionResultsSchema),
  });
  return (
    <Stack gap="md" component="section" aria-labelledby="election-results">
      <Title order={2} id="election-results">
        Results
      </Title>
      <QueryState query={results} loading="Loading the results…" />
      {results.data?.count ? (
        <>
          <Text>
            {`Published on ${results.data.publishedOn ?? ""}. Those elected hold their office from ${results.data.termsStartOn}.`}
          </Text>
          <ElectionCountView count={results.data.count} />
        </>
      ) : null}
    </Stack>
  );
}
