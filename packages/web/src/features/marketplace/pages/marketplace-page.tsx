import { Anchor, Button, Group, Pagination, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { SortBar, type SortKey } from "../../../search/components/sort-bar.tsx";
import { nextSort } from "../../../search/state/next-sort.ts";
import { useListingSearch } from "../api/use-listing-search.ts";
import { ListingCard } from "../components/listing-card.tsx";
import { ListingSearchForm } from "../components/listing-search-form.tsx";
import {
  type ListingFilters,
  type ListingSearch,
  type ListingSort,
  listingFilterNames,
  paramsOfSearch,
  searchOfParams,
} from "../form/listing-search-params.ts";

const sortKeys: SortKey<ListingSort>[] = [
  { key: "newest", label: "Newest" },
  { key: "price", label: "Price" },
  { key: "year", label: "Year" },
  { key: "ending", label: "Ending soon" },
];

const filtersOf = (search: ListingSearch): ListingFilters =>
  Object.fromEntries(listingFilterNames.flatMap((name) => (search[name] ? [[name, search[name]]] : [])));

// Issue 44: the club's marketplace for members: the search (in the address, so Back returns to it), then the
// listings as cards, a column on a phone and a grid on a desktop, sorted and paged.
export function MarketplacePage() {
  const [params, setParams] = useSearchParams();
  const search = searchOfParams(params);
  const results = useListingSearch(search);
  const page = search.page ?? 1;
  const go = (next: ListingSearch) => setParams(paramsOfSearch(next));
  const reply = results.data;
  const pages = reply ? Math.ceil(reply.total / reply.pageSize) : 0;

  return (
    <Stack gap="md">
      <PageTitle>Marketplace</PageTitle>
      <Text>
        Cars, parts, wanted notices and services offered by club members. Write to a seller from their
        listing: the club passes your message on, and replies come to your own e-mail.
      </Text>
      <Group gap="sm">
        <Button component={Link} to="/marketplace/new">
          New listing
        </Button>
        <Anchor component={Link} to="/marketplace/mine">
          My listings
        </Anchor>
      </Group>
      {/* A new address (Clear, or a link) starts the form again from what it holds. */}
      <ListingSearchForm
        key={params.toString()}
        filters={filtersOf(search)}
        onSearch={(filters) => go({ ...filters, sort: search.sort, order: search.order })}
      />
      <Stack component="section" gap="md" mt="lg" aria-labelledby="listings-heading">
        <Title order={2} id="listings-heading">
          Listings
        </Title>
        <SortBar
          keys={sortKeys}
          sort={search.sort ?? "newest"}
          order={search.order ?? "desc"}
          onSort={(key) =>
            go({
              ...search,
              ...nextSort({ sort: search.sort ?? "newest", order: search.order ?? "desc" }, key),
              page: undefined,
            })
          }
        />
        {results.error ? <ErrorLines errors={errorsOf(results.error)} /> : null}
        {results.isFetching ? <LoadingState label="Loading the listings…" /> : null}
        {reply && !results.error ? (
          <Stack gap="md" aria-busy={results.isFetching}>
            <Text fw={700} aria-live="polite">
              {reply.total === 1 ? "1 listing" : `${reply.total} listings`}
            </Text>
            {reply.total === 0 ? (
              <Text role="status">No listings match your search. Try fewer words or another make.</Text>
            ) : (
              <SimpleGrid
                component="ul"
                cols={{ base: 1, sm: 2, lg: 3 }}
                spacing="md"
                m={0}
                p={0}
                style={{ listStyle: "none" }}
                aria-label="Listings"
              >
                {reply.results.map((listing) => (
                  <ListingCard key={listing.id} listing={listing} />
                ))}
              </SimpleGrid>
            )}
            {pages > 1 ? (
              <Pagination
                total={pages}
                value={page}
                onChange={(next) => go({ ...search, page: next })}
                siblings={1}
                boundaries={1}
                getControlProps={(control) => ({ "aria-label": `${control} page` })}
                getItemProps={(item) => ({ "aria-label": `Page ${item}` })}
              />
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Stack>
  );
}
