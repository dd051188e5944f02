import type { Classic } from "@club/domain/classics.schema";
import { Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { listCardsQuery } from "../lib/media-queries.ts";
import { DataTable } from "./data-table.tsx";
import { DetailList } from "./detail-list.tsx";

/** An entry's series as the list says it: none names every model of the make. */
export const seriesOf = (entry: Classic) => entry.series ?? "Every model";

export const yearsOf = (entry: Classic) =>
  entry.firstYear === entry.lastYear ? String(entry.firstYear) : `${entry.firstYear}–${entry.lastYear}`;

const notesOf = (entry: Classic) => entry.notes ?? "—";

interface ClassicsTableProps {
  entries: Classic[];
  /** What shows when there is nothing to list. */
  empty: string;
  /** Each row's buttons (the office's Edit and Delete), if any. */
  actions?: (entry: Classic) => ReactNode;
}

/**
 * The Full Classic list (issue 27): a row an entry, a card an entry on a phone. The members' page and the office's
 * show the same columns; the office adds its buttons.
 */
export function ClassicsTable({ entries, empty, actions }: ClassicsTableProps) {
  return (
    <DataTable
      rows={entries}
      rowKey={(entry) => entry.id}
      label="Full Classic list"
      empty={empty}
      columns={[
        { heading: "Make", rowHeader: true, cell: (entry) => entry.make },
        { heading: "Series or model", cell: seriesOf },
        { heading: "Years", nowrap: true, cell: yearsOf },
        { heading: "Notes", cell: notesOf, cellStyle: { whiteSpace: "pre-wrap" } },
        actions !== undefined && { heading: "Actions", headingHidden: true, cell: actions },
      ]}
      cards={{
        when: listCardsQuery,
        label: "Full Classic list",
        name: (entry) => `${entry.make} ${seriesOf(entry)}`,
        render: (entry) => (
          <Stack gap="xs">
            <Text fw={700}>{`${entry.make}: ${seriesOf(entry)}`}</Text>
            <DetailList
              rows={[
                { label: "Years", value: yearsOf(entry) },
                ...(entry.notes ? [{ label: "Notes", value: entry.notes }] : []),
              ]}
            />
            {actions?.(entry)}
          </Stack>
        ),
      }}
    />
  );
}
