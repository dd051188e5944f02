import { listingPageSize } from "@club/domain/listing.schema";
import { Pagination, SimpleGrid, Stack, Text } from "@mantine/core";
import { useSearchParams } from "react-router";
import { ApiError } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { usePublicListings } from "../api/use-public-listings.ts";
import { ListingCard } from "../components/listing-card.tsx";
import { ListingSearchForm } from "../components/listing-search-form.tsx";
import { type PublicSearch, paramsOf, searchOf } from "../form/public-search.ts";

function Results({ search, onPage }: { search: PublicSearch; onPage: (page: number) => void }) {
  const listings = usePublicListings(search);
  if (listings.isPending) return <LoadingState label="Loading the listings…" />;
  if (listings.error) {
    if (listings.error instanceof ApiError && listings.error.status === 400)
      return <ErrorLines errors={listings.error.errors} />;
    return <LoadFailure what="the listings" onRetry={() => void listings.refetch()} />;
  }
  const { results, total } = listings.data;
  if (results.length === 0)
    return (
      <Text size="lg">Nothing for sale matches your search. Try fewer filters, or come back later.</Text>
    );
  const pages = Math.ceil(total / listingPageSize);
  return (
    <Stack gap="md">
      <Text aria-live="polite">
        {total === 1 ? "1 listing found." : `${total.toLocaleString("en-US")} listings found.`}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {results.map((listing) => (
          <ListingCard key={listing.id} listing={listing} />
        ))}
      </SimpleGrid>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={search.page}
          onChange={onPage}
          aria-label="Pages of listings"
          getControlProps={(control) => ({
            "aria-label":
              control === "previous" ? "Previous page" : control === "next" ? "Next page" : control,
          })}
          getItemProps={(page) => ({ "aria-label": `Page ${page}` })}
        />
      ) : null}
    </Stack>
  );
}

/**
 * Issue 44: the club's cars and parts for sale, for anyone (/for-sale), when the club shows them to the public. The
 * search is the page's address; sellers are never named here.
 */
export function PublicListingsPage() {
  const { clubName } = useSiteConfig();
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const go = (next: PublicSearch) => setParams(paramsOf(next));
  return (
    <>
      <PageTitle>Cars and Parts for Sale</PageTitle>
      <Stack gap="lg">
        <Text size="lg">
          {`Classic cars and parts offered by members of the ${clubName}. Open a listing to see its photos and to write to the seller.`}
        </Text>
        <ListingSearchForm key={params.toString()} search={search} onSearch={go} />
        <Results
          search={search}
          onPage={(page) => {
            go({ ...search, page });
            window.scrollTo({ top: 0 });
          }}
        />
      </Stack>
    </>
  );
}
