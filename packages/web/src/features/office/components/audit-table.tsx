import type { AuditEntry } from "@club/domain/office.schema";
import { Anchor, List, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import { auditChanges, changeLine } from "../format/audit-changes.ts";
import { formatMoment, humanize, noValue } from "../format/office-format.ts";

interface AuditTableProps {
  entries: AuditEntry[];
  /** The audit page shows whose record each entry is about; a member's history need not. */
  withMember?: boolean;
  label: string;
}

/** Audit entries: when, who, what, why, and the changes in words. */
export function AuditTable({ entries, withMember = false, label }: AuditTableProps) {
  return (
    <Table.ScrollContainer
      minWidth={withMember ? 900 : 760}
      // On a phone the table scrolls sideways; entries by the portal hold no link, so the box takes the focus
      // itself for the arrow keys (axe: scrollable-region-focusable).
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: "region", "aria-label": label } }}
    >
      <Table striped verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">When</Table.Th>
            <Table.Th scope="col">Who</Table.Th>
            <Table.Th scope="col">Action</Table.Th>
            {withMember ? <Table.Th scope="col">Member</Table.Th> : null}
            <Table.Th scope="col">Reason</Table.Th>
            <Table.Th scope="col">Changes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const changes = auditChanges(entry);
            return (
              <Table.Tr key={entry.id}>
                <Table.Td style={{ whiteSpace: "nowrap", verticalAlign: "top" }}>
                  {formatMoment(entry.at)}
                </Table.Td>
                <Table.Td style={{ verticalAlign: "top" }}>
                  {entry.actorName ?? (entry.actorId === null ? "The system" : `Account ${entry.actorId}`)}
                </Table.Td>
                <Table.Td style={{ verticalAlign: "top" }}>{humanize(entry.action)}</Table.Td>
                {withMember ? (
                  <Table.Td style={{ verticalAlign: "top" }}>
                    {entry.memberId === null ? (
                      noValue
                    ) : (
                      <Anchor component={Link} to={`/office/members/${entry.memberId}`}>
                        {entry.memberName ?? `Member record ${entry.memberId}`}
                      </Anchor>
                    )}
                  </Table.Td>
                ) : null}
                <Table.Td style={{ verticalAlign: "top" }}>{entry.reason ?? noValue}</Table.Td>
                <Table.Td style={{ verticalAlign: "top", overflowWrap: "break-word" }}>
                  {changes.length === 0 ? (
                    <Text span>{noValue}</Text>
                  ) : (
                    <List listStyleType="none" spacing={2}>
                      {changes.map((change) => (
                        <List.Item key={change.field}>{changeLine(change)}</List.Item>
                      ))}
                    </List>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
