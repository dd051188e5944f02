import type { OfficeMemberRow } from "@club/domain/office.schema";
import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { DataTable } from "../../../components/data-table.tsx";
import { formatDay, noValue } from "../../../office-kit/office-format.ts";
import type { OfficeMemberSort, SortOrder } from "../../../office-kit/use-office-members.ts";
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
  return (
    <DataTable<OfficeMemberRow, OfficeMemberSort>
      label="Members"
      rows={rows}
      rowKey={(row) => row.id}
      minWidth={1000}
      tableProps={{ highlightOnHover: true }}
      sort={{ by: sort, order, onSort }}
      columns={[
        { heading: "Member no.", sortKey: "member_no", cell: (row) => row.memberNo },
        {
          heading: "Name",
          sortKey: "last_name",
          cell: (row) => (
            <Anchor component={Link} to={`/office/members/${row.id}`} fw={700}>
              {`${row.lastName}, ${row.firstName}`}
            </Anchor>
          ),
        },
        // An address broken mid-word reads as two (issue 25): whole, and the table scrolls on a phone.
        { heading: "Email", nowrap: true, cell: (row) => row.email },
        { heading: "City/State", cell: place },
        { heading: "Plan", cell: (row) => row.planTitle ?? noValue },
        {
          heading: "Dues expire",
          sortKey: "dues_expire",
          nowrap: true,
          cell: (row) => formatDay(row.duesExpire),
        },
        { heading: "Status", cell: (row) => <StatusBadge status={row.status} /> },
        { heading: "Regions", cell: (row) => (row.regions.length > 0 ? row.regions.join(", ") : noValue) },
      ]}
    />
  );
}
