import { searchPageSize } from "@club/domain/search.schema";
import { Pagination, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { errorsOf } from "../../api/api-error.ts";
import { ErrorLines } from "../../components/error-lines.tsx";
import { LoadingState } from "../../components/loading-state.tsx";
import { resultCardsQuery, useMediaMatch } from "../../lib/media-queries.ts";
import type { SortOrder } from "../state/next-sort.ts";
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
  /** The list of results; not shown when there are none. */
  children: ReactNode;
}

// spec §2, §9: a Search Results heading, a description, the sort bar and the list, paged by 500. A desktop's
// results table sorts by its headings, so there only the words of the sort show above it. While another sort or
// page loads, the results stay in place (marked busy): the sort heading or page button keeps the focus.
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
  children,
}: SearchResultsProps<Key>) {
  const pages = Math.ceil((total ?? 0) / searchPageSize);
  const cards = useMediaMatch(resultCardsQuery);
  return (
    <Stack component="section" gap="md" mt="xl" aria-labelledby="search-results-heading">
      <Title order={2} id="search-results-heading">
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
      {!error && total !== undefined ? (
        <Stack gap="md" aria-busy={loading}>
          {showTotal && page === 1 ? <Text fw={700}>{`${total} Result(s) Found`}</Text> : null}
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
    </Stack>
  );
}
