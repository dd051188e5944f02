import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useElections } from "../api/use-elections.ts";
import { ElectionDays } from "../components/election-days.tsx";

/** Issue 46: the club's elections and votes, and the member's regions', newest first, with where each stands. */
export function ElectionsPage() {
  const elections = useElections();
  return (
    <Stack gap="md">
      <PageTitle>Elections</PageTitle>
      <Text>
        The club's elections of its board and officers, and its votes on bylaw changes. Open one to read the
        candidates and the questions, to nominate a member while nominations are open, and to vote.
      </Text>
      <QueryState query={elections} loading="Loading the elections…" />
      {elections.data?.elections.length === 0 ? <Text>There are no elections at the moment.</Text> : null}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {elections.data?.elections.map((election) => (
          <Paper key={election.id} component="li" withBorder p="md">
            <Stack gap="xs">
              <Title order={2} size="h3">
                <Anchor component={Link} to={`/elections/${election.id}`}>
                  {election.title}
                </Anchor>
              </Title>
              <Text fw={700}>
                {election.phaseWords}
                {election.region ? ` · ${election.region.name}` : ""}
              </Text>
              <ElectionDays days={election} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
