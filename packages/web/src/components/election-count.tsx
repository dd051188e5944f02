import type { ElectionCount } from "@club/domain/election-results.schema";
import { Alert, Badge, Group, Progress, Stack, Text, Title } from "@mantine/core";

// Issue 46: an election's count as the office and, once published, the members read it: the turnout in a sentence,
// then each office's candidates with their votes drawn as bars (a picture for the eye; the numbers are in the words
// beside them) and who was elected, then each question's answers. A tie is said in words: the club's rules decide it.

const number = (value: number) => value.toLocaleString("en-US");
const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));
const plural = (count: number, one: string, many: string) => `${number(count)} ${count === 1 ? one : many}`;

function Turnout({ count }: { count: ElectionCount }) {
  return (
    <Text fw={600}>
      {`${plural(count.ballots, "ballot", "ballots")} from ${plural(count.roll, "voter", "voters")} on the roll ` +
        `(${share(count.ballots, count.roll)} %): ${number(count.votedOnline)} online, ` +
        `${number(count.votedOnPaper)} on paper.`}
    </Text>
  );
}

function RaceCount({ race, ballots }: { race: ElectionCount["races"][number]; ballots: number }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={`race-${race.raceId}`}>
      <Title order={3} size="h4" id={`race-${race.raceId}`}>
        {`${race.title}: ${plural(race.seats, "seat", "seats")}`}
      </Title>
      {race.tie ? (
        <Alert color="orange" variant="light" title="A tie">
          Candidates tied for the last seat: nobody is elected to it here. The club's rules decide who fills
          it.
        </Alert>
      ) : null}
      <Stack gap="md" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {race.candidates.map((candidate) => (
          <Stack gap={4} component="li" key={candidate.nominationId}>
            <Group gap="sm" justify="space-between" wrap="wrap">
              <Text fw={600}>{candidate.name}</Text>
              <Group gap="xs">
                <Text>{plural(candidate.votes, "vote", "votes")}</Text>
                {candidate.elected ? (
                  <Badge color="green" variant="light" c="dark">
                    Elected
                  </Badge>
                ) : null}
                {candidate.tied ? (
                  <Badge color="orange" variant="light" c="dark">
                    Tied
                  </Badge>
                ) : null}
              </Group>
            </Group>
            <Progress
              aria-hidden="true"
              size="lg"
              value={share(candidate.votes, ballots)}
              color={candidate.elected ? "green.8" : "gray.6"}
            />
          </Stack>
        ))}
      </Stack>
      {race.blank > 0 ? (
        <Text size="sm">{`${plural(race.blank, "ballot", "ballots")} chose nobody.`}</Text>
      ) : null}
    </Stack>
  );
}

function outcomeOf(question: ElectionCount["questions"][number]) {
  if (question.tie) return { label: "Tied", color: "orange" };
  return question.carried ? { label: "Carried", color: "green" } : { label: "Not carried", color: "gray" };
}

function QuestionCount({ question }: { question: ElectionCount["questions"][number] }) {
  const outcome = outcomeOf(question);
  const answered = question.yes + question.no;
  return (
    <Stack gap="xs" component="section" aria-labelledby={`question-${question.questionId}`}>
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Title order={3} size="h4" id={`question-${question.questionId}`}>
          {question.title}
        </Title>
        <Badge color={outcome.color} variant="light" c="dark">
          {outcome.label}
        </Badge>
      </Group>
      <Text>{`Yes ${number(question.yes)}, No ${number(question.no)}, abstained or left blank ${number(question.abstain)}.`}</Text>
      <Progress.Root size="xl" aria-hidden="true">
        <Progress.Section value={share(question.yes, answered)} color="green.8" />
        <Progress.Section value={share(question.no, answered)} color="red.8" />
      </Progress.Root>
    </Stack>
  );
}

export function ElectionCountView({ count }: { count: ElectionCount }) {
  return (
    <Stack gap="xl">
      <Turnout count={count} />
      {count.races.map((race) => (
        <RaceCount key={race.raceId} race={race} ballots={count.ballots} />
      ))}
      {count.questions.map((question) => (
        <QuestionCount key={question.questionId} question={question} />
      ))}
    </Stack>
  );
}
