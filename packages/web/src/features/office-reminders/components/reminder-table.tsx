import type { ReminderRow } from "@club/domain/reminder-schedule.rules";
import { Anchor, Badge } from "@mantine/core";
import { Link } from "react-router";
import { DataTable } from "../../../components/data-table.tsx";
import { formatDay } from "../../../office-kit/office-format.ts";

/** How a reminder goes, as a word on a colour dark enough for white text (WCAG AA). */
const channels = {
  email: { label: "E-mail", color: "#1864ab" },
  letter: { label: "Letter", color: "#8a5a00" },
} as const;

/** The reminders due on a day, a row each; the name opens the member's record. */
export function ReminderTable({ rows, label }: { rows: ReminderRow[]; label: string }) {
  return (
    <DataTable
      label={label}
      rows={rows}
      rowKey={(row) => row.memberId}
      minWidth={640}
      columns={[
        {
          heading: "Member",
          cell: (row) => (
            <Anchor component={Link} to={`/office/members/${row.memberId}`} fw={700}>
              {row.name}
            </Anchor>
          ),
        },
        { heading: "Member no.", cell: (row) => row.memberNo },
        { heading: "Reminder", cell: (row) => row.stepLabel },
        {
          heading: "Sent as",
          cell: (row) => (
            <Badge color={channels[row.channel].color} variant="filled" tt="none" size="lg">
              {channels[row.channel].label}
            </Badge>
          ),
        },
        { heading: "Dues expire", nowrap: true, cell: (row) => formatDay(row.duesExpire) },
      ]}
    />
  );
}
