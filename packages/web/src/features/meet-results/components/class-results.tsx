import type { MeetResultEntry, MeetResults } from "@club/domain/judging.schema";
import {
  resultAwardWords,
  resultCarWords,
  resultOwnerWords,
  resultScoreWords,
} from "@club/domain/meet-results.rules";
import { Stack, Text, Title } from "@mantine/core";
import { DataTable } from "../../../components/data-table.tsx";
import { phoneQuery } from "../../../lib/media-queries.ts";

type JudgedClass = MeetResults["classes"][number];

/**
 * One class's results (issue 29): its name and division, then its cars by score, highest first, as the server
 * orders them; on a phone each car is a card, its four values one under another.
 */
export function ClassResults({ judgedClass }: { judgedClass: JudgedClass }) {
  const name = `Class ${judgedClass.code}: ${judgedClass.name}`;
  const headingId = `class-${judgedClass.code}`;
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {name}
      </Title>
      <Text>{`Division: ${judgedClass.division}`}</Text>
      <DataTable<MeetResultEntry>
        label={name}
        rows={judgedClass.entries}
        rowKey={(_entry, index) => index}
        empty="No cars were shown in this class."
        cards={{
          when: phoneQuery,
          label: name,
          name: resultCarWords,
          render: (entry) => (
            <Stack gap={2}>
              <Text fw={700}>{resultCarWords(entry)}</Text>
              <Text>{`Owner: ${resultOwnerWords(entry)}`}</Text>
              <Text>{`Score: ${resultScoreWords(entry.score)}`}</Text>
              <Text>{`Award: ${resultAwardWords(entry)}`}</Text>
            </Stack>
          ),
        }}
        columns={[
          { heading: "Car", rowHeader: true, cell: resultCarWords },
          { heading: "Owner", cell: resultOwnerWords },
          { heading: "Score", align: "right", nowrap: true, cell: (entry) => resultScoreWords(entry.score) },
          { heading: "Award", cell: resultAwardWords },
        ]}
      />
    </Stack>
  );
}
