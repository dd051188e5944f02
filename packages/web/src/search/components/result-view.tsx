import { Box, Group, Stack, Text } from "@mantine/core";
import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { DataTable } from "../../components/data-table.tsx";
import { resultCardsQuery, useMediaMatch } from "../../lib/media-queries.ts";
import type { SortOrder } from "../state/next-sort.ts";
import type { ResultSteps } from "../state/use-search-state.ts";
import { ShowMoreResults } from "./show-more-results.tsx";

/** What a column shows for a missing value; a card leaves such a field out, so the rest reads sooner. */
export const noValue = "—";

export interface ResultColumn<Row, Key extends string> {
  /** The column's heading; on a card, the label above the value. */
  label: string;
  value: (row: Row) => ReactNode;
  /** A sort key (spec §4, §9): its heading sorts the table. */
  sortKey?: Key;
  /** Left off the cards, whose title already says it (a car's year, a member's name). */
  inCardTitle?: boolean;
  /** On a card, across its whole width: a value too long for half of a phone's line (an e-mail). */
  wide?: boolean;
  /** Kept on one line in the table (a date, a phone number), so the table wraps its other columns. */
  nowrap?: boolean;
  /** Only in the table, or only on the cards (where a table joins two values in one column). */
  only?: "table" | "cards";
  /** The table column's least width, so most values of a long kind (an e-mail) fit on one line. */
  minWidth?: string;
}

interface ResultViewProps<Row, Key extends string> {
  /** What the table lists, for assistive technology ("Members found"). */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** A card's title: the link to the row's own page. */
  cardTitle: (row: Row) => ReactNode;
  /** A card's name for assistive technology. */
  cardName: (row: Row) => string;
  columns: ResultColumn<Row, Key>[];
  /** A picture at the start of each row, at the left of each card (a car's photo). */
  media?: { label: string; render: (row: Row) => ReactNode };
  sort: Key | undefined;
  order: SortOrder;
  onSort: (key: Key) => void;
  /** How many cards are shown (the table shows every row), and the row to come back to. */
  steps: ResultSteps;
}

// spec §3, §4: a compact table on a desktop, one row each, sorted by its column headings (a sort key sets it
// descending, or ascending when already descending).
function ResultTable<Row, Key extends string>(props: ResultViewProps<Row, Key>) {
  const { media } = props;
  const table = useRef<HTMLTableElement>(null);
  useComeBackToRow(table, props.steps.openedRow);
  return (
    <DataTable<Row, Key>
      containerRef={table}
      label={props.label}
      rows={props.rows}
      rowKey={props.rowKey}
      rowData={(row) => ({ "data-row-key": props.rowKey(row) })}
      tableProps={{ highlightOnHover: true, verticalSpacing: "xs" }}
      sort={{ by: props.sort, order: props.order, onSort: props.onSort }}
      columns={[
        media ? { heading: media.label, cell: media.render } : null,
        ...props.columns
          .filter((column) => column.only !== "cards")
          .map((column) => ({
            heading: column.label,
            cell: column.value,
            sortKey: column.sortKey,
            minWidth: column.minWidth,
            ...(column.nowrap ? { nowrap: true } : { wrap: "break-word" as const }),
          })),
      ]}
    />
  );
}

// A phone's cards: the title, then the values in two columns (more on a tablet), each label above its value. They
// come in steps as the member scrolls (issue 25); a button shows the next ones too and takes the focus to the
// first of them.
function ResultCards<Row, Key extends string>(props: ResultViewProps<Row, Key>) {
  const { steps } = props;
  const fields = props.columns.filter((column) => !column.inCardTitle && column.only !== "table");
  const cards = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  useComeBackToRow(cards, steps.openedRow);

  // After the button's step has rendered, the focus goes to the first card it showed.
  useEffect(() => {
    if (focusFrom.current === null) return;
    focusLink(cards.current?.querySelectorAll("[data-row-key]")[focusFrom.current]);
    focusFrom.current = null;
  });

  return (
    <Stack ref={cards} gap="sm">
      <DataTable<Row, Key>
        rows={props.rows}
        rowKey={props.rowKey}
        rowData={(row) => ({ "data-row-key": props.rowKey(row) })}
        columns={[]}
        cards={{
          when: resultCardsQuery,
          name: props.cardName,
          padding: "md",
          limit: steps.shown,
          render: (row) => (
            <Group align="flex-start" wrap="nowrap" gap="sm">
              {props.media ? <Box style={{ flexShrink: 0 }}>{props.media.render(row)}</Box> : null}
              <Stack gap={4} miw={0} style={{ flexGrow: 1 }}>
                {props.cardTitle(row)}
                <Box
                  component="dl"
                  m={0}
                  style={{
                    display: "grid",
                    gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 8.5rem), 1fr))",
                    gap: "0.25rem 1rem",
                  }}
                >
                  {fields.map((column) => {
                    const value = column.value(row);
                    if (value === noValue) return null;
                    return (
                      <div key={column.label} style={column.wide ? { gridColumn: "1 / -1" } : undefined}>
                        <Text component="dt" fw={700}>
                          {column.label}
                        </Text>
                        <Text component="dd" m={0} style={{ overflowWrap: "break-word" }}>
                          {value}
                        </Text>
                      </div>
                    );
                  })}
                </Box>
              </Stack>
            </Group>
          ),
        }}
      />
      {steps.shown < props.rows.length ? (
        <ShowMoreResults
          shown={steps.shown}
          onScrolledNear={steps.showMore}
          onPress={() => {
            focusFrom.current = steps.shown;
            steps.showMore();
          }}
        />
      ) : null}
    </Stack>
  );
}

/** The link of a result (its title), for the focus. */
function focusLink(row: Element | null | undefined, options?: FocusOptions) {
  row?.querySelector<HTMLElement>("a[href]")?.focus(options);
}

/**
 * Back from a result's page (spec §4 keeps the search in session storage), the result opened is shown in the
 * middle of the screen with the focus on its link, as it was left; once per opened result.
 */
function useComeBackToRow(container: RefObject<HTMLElement | null>, openedRow: string | undefined) {
  const cameBackTo = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (openedRow === undefined || cameBackTo.current === openedRow) return;
    const row = container.current?.querySelector(`[data-row-key="${CSS.escape(openedRow)}"]`);
    if (!row) return;
    cameBackTo.current = openedRow;
    row.scrollIntoView({ block: "center" });
    focusLink(row, { preventScroll: true });
  });
}

/** Search results people can scan: a table on a desktop, cards on a phone or a tablet. */
export function ResultView<Row, Key extends string>(props: ResultViewProps<Row, Key>) {
  const cards = useMediaMatch(resultCardsQuery);
  return cards ? <ResultCards {...props} /> : <ResultTable {...props} />;
}
