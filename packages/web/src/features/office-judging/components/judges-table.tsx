import type { Judge } from "@club/domain/judging.schema";
import { fullName } from "@club/domain/member-name.rules";
import { Button, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { DataTable } from "../../../components/data-table.tsx";
import { judgeLevelLabels } from "../../../lib/judge-levels.ts";
import { listCardsQuery } from "../../../lib/media-queries.ts";
import { formatDay } from "../../../office-kit/office-format.ts";

const seminarsLine = (judge: Judge) =>
  judge.seminars.map((seminar) => `${seminar.name} (${formatDay(seminar.date)})`).join("; ") || "None";

const meetsLine = (judge: Judge) =>
  judge.meetsJudged.length === 0
    ? "None yet"
    : judge.meetsJudged.map((meet) => `${meet.title} (${formatDay(meet.date)})`).join("; ");

function ChangeButton({ judge, onChange }: { judge: Judge; onChange: (judge: Judge) => void }) {
  return (
    <Button size="compact-md" variant="outline" onClick={() => onChange(judge)}>
      Change<VisuallyHidden>{` ${fullName(judge)}`}</VisuallyHidden>
    </Button>
  );
}

/** The roster, a judge a row (a card each on a phone), with the meets each judged and the way to change them. */
export function JudgesTable({ judges, onChange }: { judges: Judge[]; onChange: (judge: Judge) => void }) {
  return (
    <DataTable
      label="Judges"
      rows={judges}
      rowKey={(judge) => judge.id}
      empty="No judges yet. Add one with the button above."
      minWidth={900}
      cards={{
        when: listCardsQuery,
        label: "Judges",
        name: fullName,
        render: (judge) => (
          <Stack gap={4}>
            <Title order={2} size="h4">
              {fullName(judge)}
            </Title>
            <Text>{`Member no. ${judge.memberNo}`}</Text>
            <Text>{`Level: ${judgeLevelLabels[judge.level]}`}</Text>
            <Text>{`Seminars: ${seminarsLine(judge)}`}</Text>
            <Text>{`Meets judged: ${meetsLine(judge)}`}</Text>
            <ChangeButton judge={judge} onChange={onChange} />
          </Stack>
        ),
      }}
      columns={[
        { heading: "Name", rowHeader: true, fw: 700, cell: fullName },
        { heading: "Member no.", nowrap: true, cell: (judge) => judge.memberNo },
        { heading: "Level", cell: (judge) => judgeLevelLabels[judge.level] },
        { heading: "Seminars", cell: seminarsLine },
        { heading: "Meets judged", cell: meetsLine },
        {
          heading: "Actions",
          headingHidden: true,
          cell: (judge) => <ChangeButton judge={judge} onChange={onChange} />,
        },
      ]}
    />
  );
}
