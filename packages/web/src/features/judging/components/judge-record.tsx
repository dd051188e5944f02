import type { Judge } from "@club/domain/judging.schema";
import { List, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { judgeLevelLabels } from "../../../lib/judge-levels.ts";
import { formatDay } from "../../../office-kit/office-format.ts";

/** Issue 29: the judge's résumé as the club keeps it: their level, the seminars they attended, the meets they judged. */
export function JudgeRecord({ judge }: { judge: Judge }) {
  const headingId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        Your record as a judge
      </Title>
      <Text>{`Level: ${judgeLevelLabels[judge.level]}`}</Text>
      <Title order={3}>Seminars attended</Title>
      {judge.seminars.length === 0 ? (
        <Text>No seminars on your record yet.</Text>
      ) : (
        <List>
          {judge.seminars.map((seminar) => (
            <List.Item key={`${seminar.date} ${seminar.name}`}>
              {`${seminar.name} (${formatDay(seminar.date)})`}
            </List.Item>
          ))}
        </List>
      )}
      <Title order={3}>Meets judged</Title>
      {judge.meetsJudged.length === 0 ? (
        <Text>No meets judged in the portal yet.</Text>
      ) : (
        <List>
          {judge.meetsJudged.map((meet) => (
            <List.Item key={meet.eventId}>{`${meet.title} (${formatDay(meet.date)})`}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
