import type { ReminderRow } from "@club/domain/reminder-schedule.rules";
import { Anchor, Badge, Table } from "@mantine/core";
import { Link } from "react-router";
import { formatDay } from "../../format/office-format.ts";

/** How a reminder goes, as a word on a colour dark enough for white text (WCAG AA). */
const channels = {
  email: { label: "E-mail", color: "#1864ab" },
  letter: { label: "Letter", color: "#8a5a00" },
} as const;

/** The reminders due on a day, a row each; the name opens the member's record. */
export function ReminderTable({ rows, label }: { rows: ReminderRow[]; label: string }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing={6} horizontalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Member</Table.Th>
            <Table.Th scope="col">Member no.</Table.Th>
            <Table.Th scope="col">Reminder</Table.Th>
            <Table.Th scope="col">Sent as</Table.Th>
            <Table.Th scope="col">Dues expire</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.memberId}>
              <Table.Td>
                <Anchor component={Link} to={`/office/members/${row.memberId}`} fw={700}>
                  {row.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{row.memberNo}</Table.Td>
              <Table.Td>{row.stepLabel}</Table.Td>
              <Table.Td>
                <Badge color={channels[row.channel].color} variant="filled" tt="none" size="lg">
                  {channels[row.channel].label}
                </Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDay(row.duesExpire)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
