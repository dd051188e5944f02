import {
  type MantineSpacing,
  Paper,
  Stack,
  Table,
  type TableProps,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import type { CSSProperties, ReactNode, RefObject } from "react";
import { useMediaMatch } from "../lib/media-queries.ts";

// One table for every list of the portal (issue 26): the columns declared once, the sort headings, the sentence
// shown when there is nothing to list, and the cards a list becomes on a narrow screen.

export type SortOrder = "asc" | "desc";

export interface DataColumn<Row, Key extends string = string> {
  /** The column's heading; also its React key, so unique within a table. */
  heading: string;
  /** The heading is read by assistive technology only (a column of buttons: "Actions"). */
  headingHidden?: boolean;
  cell: (row: Row, index: number) => ReactNode;
  /** Its heading sorts the table by this key. */
  sortKey?: Key;
  align?: "right" | "center";
  /** Kept on one line (a date, an e-mail address), so the other columns wrap. */
  nowrap?: boolean;
  /** Where a long value may break: between words, or anywhere (a file name, an id). */
  wrap?: "break-word" | "anywhere";
  /** The column's least width, set on its heading. */
  minWidth?: string;
  /** The row's own header (a `th scope="row"`): the cell that names the row. */
  rowHeader?: boolean;
  /** The cell's weight, for every row or row by row (a refund stands out). */
  fw?: number | ((row: Row) => number | undefined);
  /** Any other style of the cell (a least width, the top alignment of a tall row). */
  cellStyle?: CSSProperties;
}

export interface DataSort<Key extends string> {
  by: Key | undefined;
  order: SortOrder;
  onSort: (key: Key) => void;
}

export interface DataCards<Row> {
  /** The media query under which the rows are cards instead (see lib/media-queries.ts). */
  when: string;
  /** The card's content: what the table's row says, with the labels a card needs. */
  render: (row: Row) => ReactNode;
  /** The list's name for assistive technology. */
  label?: string;
  /** Each card's own name for assistive technology. */
  name?: (row: Row) => string;
  padding?: MantineSpacing;
  /** Only the first cards (a phone's results come in steps); the table shows every row. */
  limit?: number;
}

type DataRow = Record<`data-${string}`, string | number>;

export interface DataTableProps<Row, Key extends string = string> {
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  /** The columns in order; `false` or `null` leaves one out (a column only some readers see). */
  columns: readonly (DataColumn<Row, Key> | false | null | undefined)[];
  /** The table's name for assistive technology ("Members"). */
  label?: string;
  /** A visible caption, which names the table too (a dashboard's numbers). */
  caption?: string;
  sort?: DataSort<Key>;
  /** What shows instead of the table when there are no rows (a sentence is set as text); none: an empty table. */
  empty?: ReactNode;
  /**
   * A paged list's rows on every page: the empty state shows when it is 0, and a page after the last shows its
   * empty table with the pager, to go back.
   */
  total?: number;
  /** Under the table, the way to the other pages (none with the empty state). */
  pager?: ReactNode;
  /** The rows are being fetched again (a new page, new filters). */
  busy?: boolean;
  /** Narrower than this, the table scrolls sideways in its own box (the page itself never does). */
  minWidth?: number;
  /**
   * The scrolling box takes the focus itself, named so, for the arrow keys: for a table whose rows hold nothing
   * to focus (axe: scrollable-region-focusable).
   */
  scrollRegion?: string;
  /** The rows as cards on a narrow screen. */
  cards?: DataCards<Row>;
  /** A total under the rows: the footer's rows (`Table.Tr`). */
  footer?: ReactNode;
  /** Data attributes of a row, and of its card (the row to come back to). */
  rowData?: (row: Row) => DataRow;
  /** The table, or the cards' list when they show. */
  containerRef?: RefObject<HTMLElement | null>;
  /** Space above the whole (table, cards or empty sentence). */
  mt?: MantineSpacing;
  /** The table's look; a list is striped, rows 6px apart, unless said otherwise. */
  tableProps?: Omit<TableProps, "children">;
}

/** What a list's component may take from its page: the empty state, the count over every page, the pager. */
export type DataListProps = Pick<DataTableProps<unknown>, "empty" | "total" | "pager" | "busy">;

const ariaSort = (order: SortOrder) => (order === "desc" ? "descending" : "ascending");

/**
 * A column heading that sorts the table: a button inside the header cell, which says the direction to assistive
 * technology with aria-sort. On one line when the table scrolls sideways anyway; in a table that must fit the
 * screen it may wrap, the arrow kept beside its last word.
 */
function SortHeading<Key extends string>({
  column,
  sortKey,
  sort,
  nowrap,
}: {
  column: DataColumn<unknown, Key>;
  sortKey: Key;
  sort: DataSort<Key>;
  nowrap: boolean;
}) {
  const active = sortKey === sort.by;
  return (
    <Table.Th scope="col" aria-sort={active ? ariaSort(sort.order) : undefined} miw={column.minWidth}>
      <UnstyledButton
        onClick={() => sort.onSort(sortKey)}
        fw={700}
        td="underline"
        mih={24}
        style={nowrap ? { whiteSpace: "nowrap" } : undefined}
      >
        {column.heading}
        {/* A no-break space: the arrow never goes to a line of its own. */}
        <span aria-hidden>{active ? (sort.order === "desc" ? "\u00a0↓" : "\u00a0↑") : "\u00a0↕"}</span>
      </UnstyledButton>
    </Table.Th>
  );
}

function cellStyleOf<Row>(column: DataColumn<Row, string>): CSSProperties | undefined {
  const style: CSSProperties = {
    ...(column.nowrap ? { whiteSpace: "nowrap" } : {}),
    ...(column.wrap ? { overflowWrap: column.wrap } : {}),
    ...column.cellStyle,
  };
  return Object.keys(style).length > 0 ? style : undefined;
}

function DataCell<Row>({ column, row, index }: { column: DataColumn<Row, string>; row: Row; index: number }) {
  const props = {
    ta: column.align,
    fw: typeof column.fw === "function" ? column.fw(row) : column.fw,
    style: cellStyleOf(column),
  };
  const content = column.cell(row, index);
  return column.rowHeader ? (
    <Table.Th scope="row" {...props}>
      {content}
    </Table.Th>
  ) : (
    <Table.Td {...props}>{content}</Table.Td>
  );
}

function Cards<Row>({
  rows,
  rowKey,
  rowData,
  cards,
  containerRef,
  mt,
}: Pick<DataTableProps<Row>, "rows" | "rowKey" | "rowData" | "containerRef" | "mt"> & {
  cards: DataCards<Row>;
}) {
  const shown = cards.limit === undefined ? rows : rows.slice(0, cards.limit);
  return (
    <Stack
      ref={containerRef as RefObject<HTMLDivElement | null> | undefined}
      component="ul"
      gap="sm"
      m={0}
      p={0}
      mt={mt}
      style={{ listStyle: "none" }}
      aria-label={cards.label}
    >
      {shown.map((row, index) => (
        <Paper
          component="li"
          key={rowKey(row, index)}
          {...rowData?.(row)}
          withBorder
          p={cards.padding ?? "sm"}
          aria-label={cards.name?.(row)}
        >
          {cards.render(row)}
        </Paper>
      ))}
    </Stack>
  );
}

/** A list's rows: a table on a desk's screen, cards on a phone where the list has them, or its empty sentence. */
export function DataTable<Row, Key extends string = string>(props: DataTableProps<Row, Key>) {
  const { rows, empty, cards, pager, mt } = props;
  const columns = props.columns.filter((column): column is DataColumn<Row, Key> => Boolean(column));
  const asCards = useMediaMatch(cards?.when ?? "not all");

  if ((props.total ?? rows.length) === 0 && empty !== undefined)
    return typeof empty === "string" ? <Text mt={mt}>{empty}</Text> : empty;
  const list =
    cards && asCards ? <Cards {...props} cards={cards} /> : <RowsTable {...props} columns={columns} />;
  if (pager === undefined) return list;
  return (
    <Stack gap="sm" aria-busy={props.busy}>
      {list}
      {pager}
    </Stack>
  );
}

function RowsTable<Row, Key extends string>(
  props: Omit<DataTableProps<Row, Key>, "columns"> & { columns: DataColumn<Row, Key>[] },
) {
  const { rows, rowKey, label, caption, sort, minWidth, scrollRegion, footer, rowData, mt, columns } = props;
  const table = (
    <Table
      ref={props.containerRef as RefObject<HTMLTableElement | null> | undefined}
      striped
      verticalSpacing={6}
      horizontalSpacing="xs"
      {...props.tableProps}
      mt={minWidth === undefined ? mt : undefined}
      aria-label={label}
    >
      {caption ? <Table.Caption>{caption}</Table.Caption> : null}
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) =>
            column.sortKey && sort ? (
              <SortHeading
                key={column.heading}
                column={column as DataColumn<unknown, Key>}
                sortKey={column.sortKey}
                sort={sort}
                nowrap={minWidth !== undefined}
              />
            ) : (
              <Table.Th key={column.heading} scope="col" ta={column.align} miw={column.minWidth}>
                {column.headingHidden ? <VisuallyHidden>{column.heading}</VisuallyHidden> : column.heading}
              </Table.Th>
            ),
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={rowKey(row, index)} {...rowData?.(row)}>
            {columns.map((column) => (
              <DataCell
                key={column.heading}
                column={column as DataColumn<Row, string>}
                row={row}
                index={index}
              />
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
      {footer ? <Table.Tfoot>{footer}</Table.Tfoot> : null}
    </Table>
  );
  if (minWidth === undefined) return table;
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      mt={mt}
      scrollAreaProps={
        scrollRegion
          ? { viewportProps: { tabIndex: 0, role: "region", "aria-label": scrollRegion } }
          : undefined
      }
    >
      {table}
    </Table.ScrollContainer>
  );
}
