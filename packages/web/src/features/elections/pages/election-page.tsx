import { Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link, useParams } from "react-router";
import { PageSection } from "../../../components/page-section.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { PlainText } from "../../../components/plain-text.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useElection } from "../api/use-elections.ts";
import { ElectionDays } from "../components/election-days.tsx";
import { MyNominations } from "../components/my-nominations.tsx";
import { NominateForm } from "../components/nominate-form.tsx";
import { ElectionResults } from "../election-results.tsx";

/**
 * Issue 46: one election as members read it: what it decides, its days, the offices with their candidates (photo and
 * statement) and the questions with their text; nominating while nominations are open, the member's own nominations
 * to answer, the way to vote while voting is open, and the results once published.
 */
export function ElectionPage() {
  const id = Number(useParams().id);
  const query = useElection(id);
  const election = query.data;
  if (!election)
    return (
      <Stack gap="md">
        <PageTitle>Election</PageTitle>
        <QueryState query={query} loading="Loading the election…" />
      </Stack>
    );
  return (
    <Stack gap="lg">
      <div>
        <PageTitle>{election.title}</PageTitle>
        <Text fw={700} size="lg">
          {election.phaseWords}
          {election.region ? ` · ${election.region.name}` : ""}
        </Text>
      </div>
      {election.description ? <PlainText text={election.description} /> : null}
      <ElectionDays days={election} />
      {election.phase === "voting" ? (
        <Button
          component={Link}
          to={`/elections/${election.id}/vote`}
          size="lg"
          style={{ alignSelf: "flex-start" }}
        >
          Vote
        </Button>
      ) : null}
      {election.phase === "published" ? <ElectionResults electionId={election.id} /> : null}

      {election.myNominations.length > 0 ? (
        <PageSection id="your-nominations" title="Your nominations">
          <MyNominations election={election} />
        </PageSection>
      ) : null}

      {election.races.map((race) => (
        <PageSection key={race.id} id={`race-${race.id}`} title={race.title}>
          <Text>{race.seats === 1 ? "One seat." : `${race.seats} seats.`}</Text>
          {race.candidates.length === 0 ? (
            <Text>No candidates yet.</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {race.candidates.map((candidate) => (
                <Paper key={candidate.nominationId} withBorder p="md" component="article">
                  <Group align="flex-start" gap="md" wrap="nowrap">
                    {candidate.photoUrl ? (
                      <Image src={candidate.photoUrl} alt={`Photo of ${candidate.name}`} w={96} radius="sm" />
                    ) : null}
                    <Stack gap="xs" style={{ minWidth: 0 }}>
                      <Title order={3}>{candidate.name}</Title>
                      {candidate.statement ? <PlainText text={candidate.statement} /> : null}
                    </Stack>
                  </Group>
                </Paper>
              ))}
            </SimpleGrid>
          )}
        </PageSection>
      ))}

      {election.questions.map((question) => (
        <PageSection key={question.id} id={`question-${question.id}`} title={question.title}>
          <Paper withBorder p="md">
            <PlainText text={question.body} />
          </Paper>
        </PageSection>
      ))}

      {election.phase === "nominations" && election.races.length > 0 ? (
        <PageSection id="nominate" title="Nominate a member">
          {election.mayNominate ? (
            <NominateForm election={election} />
          ) : (
            <Text>{election.refusals.nominate}</Text>
          )}
        </PageSection>
      ) : null}
    </Stack>
  );
}
