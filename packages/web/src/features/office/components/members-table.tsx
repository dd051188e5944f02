import type { OfficeMemberRow } from "@club/domain/office.schema";
import { Anchor, Table } from "@mantine/core";
import { Link } from "react-router";
import type { OfficeMemberSort, SortOrder } from "../api/use-office-members.ts";
import { formatDay, noValue } from "../format/office-format.ts";
import { SortHeading } from "./sort-heading.tsx";
import { StatusBadge } from "./status-badge.tsx";

/** "US-IL" → "IL": a subdivision code reads as its own part; a state typed as words stays as it is. */
const stateOf = (state: string | null) =>
  state && /^[A-Z]{2}-[A-Z0-9]{1,3}$/.test(state) ? state.slice(3) : state;

const place = (row: OfficeMemberRow) => [row.city, stateOf(row.state)].filter(Boolean).join(", ") || noValue;

interface MembersTableProps {
  rows: OfficeMemberRow[];
  sort: OfficeMemberSort;
  order: SortOrder;
  onSort: (sort: OfficeMemberSort) => void;
}

/** The members found, a row each, dense for a laptop's screen; the name opens the record. */
export function MembersTable({ rows, sort, order, onSort }: MembersTableProps) {
  const heading = (label: string, key: OfficeMemberSort) => (
    <SortHeading label={label} sortKey={key} sort={sort} order={order} onSort={onSort} />
  );
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover verticalSpacing={6} horizontalSpacing="xs" aria-label="Members">
        <Table.Thead>
          <Table.Tr>
            {heading("Member no.", "member_no")}
            {heading("Name", "last_name")}
            <Table.Th scope="col">Email</Table.Th>
            <Table.Th scope="col">City/State</Table.Th>
            <Table.Th scope="col">Plan</Table.Th>
            {heading("Dues expire", "dues_expire")}
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Regions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.memberNo}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/office/members/${row.id}`} fw={700}>
                  {`${row.lastName}, ${row.firstName}`}
                </Anchor>
              </Table.Td>
              {/* An address broken mid-word reads as two (issue 25): whole, and the table scrolls on a phone. */}
              <Table.Td style={{ whiteSpace: "nowrap" }}>{row.email}</Table.Td>
              <Table.Td>{place(row)}</Table.Td>
              <Table.Td>{row.planTitle ?? noValue}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDay(row.duesExpire)}</Table.Td>
              <Table.Td>
                <StatusBadge status={row.status} />
              </Table.Td>
              <Table.Td>{row.regions.length > 0 ? row.regions.join(", ") : noValue}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
