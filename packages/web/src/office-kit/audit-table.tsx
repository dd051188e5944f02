import type { AuditEntry } from "@club/domain/office.schema";
import { Anchor, List, Text } from "@mantine/core";
import { Link } from "react-router";
import { type DataListProps, DataTable } from "../components/data-table.tsx";
import { auditChanges, changeLine } from "./audit-changes.ts";
import { formatMoment, humanize, noValue } from "./office-format.ts";

interface AuditTableProps extends DataListProps {
  entries: AuditEntry[];
  /** The audit page shows whose record each entry is about; a member's history need not. */
  withMember?: boolean;
  label: string;
}

const top = { verticalAlign: "top" } as const;

/** Audit entries: when, who, what, why, and the changes in words. */
export function AuditTable({ entries, withMember = false, label, ...list }: AuditTableProps) {
  return (
    <DataTable
      {...list}
      label={label}
      rows={entries}
      rowKey={(entry) => entry.id}
      minWidth={withMember ? 900 : 760}
      // On a phone the table scrolls sideways; entries by the portal hold no link, so the box takes the focus
      // itself for the arrow keys (axe: scrollable-region-focusable).
      scrollRegion={label}
      tableProps={{ verticalSpacing: "xs" }}
      columns={[
        { heading: "When", nowrap: true, cellStyle: top, cell: (entry) => formatMoment(entry.at) },
        {
          heading: "Who",
          cellStyle: top,
          cell: (entry) =>
            entry.actorName ?? (entry.actorId === null ? "The system" : `Account ${entry.actorId}`),
        },
        { heading: "Action", cellStyle: top, cell: (entry) => humanize(entry.action) },
        withMember && {
          heading: "Member",
          cellStyle: top,
          cell: (entry) =>
            entry.memberId === null ? (
              noValue
            ) : (
              <Anchor component={Link} to={`/office/members/${entry.memberId}`}>
                {entry.memberName ?? `Member record ${entry.memberId}`}
              </Anchor>
            ),
        },
        { heading: "Reason", cellStyle: top, cell: (entry) => entry.reason ?? noValue },
        {
          heading: "Changes",
          cellStyle: top,
          wrap: "break-word",
          cell: (entry) => <Changes entry={entry} />,
        },
      ]}
    />
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry);
  return changes.length === 0 ? (
    <Text span>{noValue}</Text>
  ) : (
    <List listStyleType="none" spacing={2}>
      {changes.map((change) => (
        <List.Item key={change.field}>{changeLine(change)}</List.Item>
      ))}
    </List>
  );
}
