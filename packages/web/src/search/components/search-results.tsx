import { searchPageSize } from "@club/domain/search.schema";
import { Box, Pagination, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useRef } from "react";
import { errorsOf } from "../../api/api-error.ts";
import { ErrorLines } from "../../components/error-lines.tsx";
import { LoadingState } from "../../components/loading-state.tsx";
import { resultCardsQuery, useMediaMatch } from "../../lib/media-queries.ts";
import type { SortOrder } from "../state/next-sort.ts";
import { shownSummary } from "../state/result-steps.ts";
import { BackToTop } from "./back-to-top.tsx";
import { SortBar, type SortKey, SortStatus } from "./sort-bar.tsx";

export const noResultsMessage = "No results for your search. Please try again.";

interface SearchResultsProps<Key extends string> {
  description: string;
  sortKeys: SortKey<Key>[];
  sort: Key | undefined;
  order: SortOrder;
  onSort: (key: Key) => void;
  page: number;
  onPageChange: (page: number) => void;
  /** Members matching the search, once the reply is in. */
  total: number | undefined;
  /** spec §2: the member search counts its results on page 1. */
  showTotal?: boolean;
  loading: boolean;
  error: unknown;
  /** How many of the page's results a phone's cards show so far (issue 25: they come in steps). */
  shown: number;
  /** The list of results; not shown when there are none. */
  children: ReactNode;
}

/**
 * Issue 25: on a phone the count stays at the top of the screen while the cards scroll under it, and says how
 * many are shown; a screen reader hears it change, politely.
 */
function ResultCount({ count, shown }: { count: string | null; shown: string | null }) {
  return (
    <Box
      aria-live="polite"
      pos="sticky"
      top={0}
      py={count || shown ? "xs" : 0}
      bg="var(--mantine-color-body)"
      style={{
        zIndex: 2,
        borderBottom: count || shown ? "1px solid var(--mantine-color-gray-4)" : undefined,
      }}
    >
      {count ? <Text fw={700}>{count}</Text> : null}
      {shown ? <Text>{shown}</Text> : null}
    </Box>
  );
}

// spec §2, §9: a Search Results heading, a description, the sort bar and the list, paged by 500. A desktop's
// results table sorts by its headings, so there only the words of the sort show above it. While another sort or
// page loads, the results stay in place (marked busy): the sort heading or page button keeps the focus. Once the
// member is a screen down, Back to top takes them to the heading again.
export function SearchResults<Key extends string>({
  description,
  sortKeys,
  sort,
  order,
  onSort,
  page,
  onPageChange,
  total,
  showTotal = false,
  loading,
  error,
  shown,
  children,
}: SearchResultsProps<Key>) {
  const pages = Math.ceil((total ?? 0) / searchPageSize);
  const cards = useMediaMatch(resultCardsQuery);
  const heading = useRef<HTMLHeadingElement>(null);
  const found = total !== undefined && !error;
  const count = found && showTotal && page === 1 ? `${total} Result(s) Found` : null;
  return (
    <Stack component="section" gap="md" mt="xl" aria-labelledby="search-results-heading">
      <Title order={2} id="search-results-heading" ref={heading} tabIndex={-1}>
        Search Results
      </Title>
      <Text>{description}</Text>
      {cards ? (
        <SortBar keys={sortKeys} sort={sort} order={order} onSort={onSort} />
      ) : (
        <SortStatus keys={sortKeys} sort={sort} order={order} />
      )}
      {error ? <ErrorLines errors={errorsOf(error)} /> : null}
      {loading ? <LoadingState label="Searching…" /> : null}
      {cards ? <ResultCount count={count} shown={found ? shownSummary(total, page, shown) : null} /> : null}
      {found ? (
        <Stack gap="md" aria-busy={loading}>
          {!cards && count ? <Text fw={700}>{count}</Text> : null}
          {total === 0 ? <Text role="status">{noResultsMessage}</Text> : children}
          {total > searchPageSize ? (
            <Pagination
              total={pages}
              value={page}
              onChange={onPageChange}
              siblings={2}
              boundaries={0}
              getControlProps={(control) => ({ "aria-label": `${control} page` })}
              getItemProps={(item) => ({ "aria-label": `Page ${item}` })}
            />
          ) : null}
        </Stack>
      ) : null}
      {found && total > 0 ? <BackToTop target={heading} /> : null}
    </Stack>
  );
}
