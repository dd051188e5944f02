import { type Listing, listingKindLabels } from "@club/domain/listing.schema";
import { Anchor, Badge, Group, Stack, Text, Title } from "@mantine/core";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../api/api-error.ts";
import { DetailList } from "../../../components/detail-list.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { PhotoGallery } from "../../../components/photo-gallery.tsx";
import { PlainText } from "../../../components/plain-text.tsx";
import { dayOfMoment } from "../../../lib/club-clock.ts";
import { usePublicListing } from "../api/use-public-listing.ts";
import { InquiryForm } from "../components/inquiry-form.tsx";
import { ListingCarFacts } from "../components/listing-car-facts.tsx";
import { placeOf, priceOf } from "../components/listing-words.ts";

const backToList = (
  <Anchor component={Link} to="/for-sale">
    Back to the cars and parts for sale
  </Anchor>
);

function ListingDetails({ listing }: { listing: Listing }) {
  const sold = listing.status === "sold";
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Badge size="lg" variant="light">
          {listingKindLabels[listing.kind]}
        </Badge>
        {sold ? (
          <Badge size="lg" color="gray">
            Sold
          </Badge>
        ) : null}
      </Group>
      <PhotoGallery photos={[...listing.photos, ...listing.carPhotos]} subject={listing.title} />
      <Text fw={700} fz="xl">
        {priceOf(listing)}
      </Text>
      <DetailList
        rows={[
          { label: "Where", value: placeOf(listing) },
          ...(listing.publishedAt ? [{ label: "Listed on", value: dayOfMoment(listing.publishedAt) }] : []),
          ...(listing.soldAt ? [{ label: "Sold on", value: dayOfMoment(listing.soldAt) }] : []),
        ]}
      />
      <Stack gap="xs">
        <Title order={2}>Description</Title>
        <PlainText text={listing.description} />
      </Stack>
      {listing.listingCar ? <ListingCarFacts car={listing.listingCar} /> : null}
      {sold ? (
        <Text size="lg">This has been sold, so the seller takes no more messages about it.</Text>
      ) : (
        <InquiryForm listingId={listing.id} />
      )}
      {backToList}
    </Stack>
  );
}

/** Issue 44: a car or part for sale, for anyone (/for-sale/{id}): no seller's name or contact, a form to write to them. */
export function PublicListingPage() {
  const id = Number(useParams().id);
  const known = Number.isInteger(id) && id > 0;
  const listing = usePublicListing(id);
  const gone = !known || (listing.error instanceof ApiError && listing.error.status === 404);
  return (
    <>
      <PageTitle>{listing.data ? listing.data.title : gone ? "Listing Not Found" : "For Sale"}</PageTitle>
      {gone ? (
        <Stack gap="sm">
          <Text size="lg">This listing is not shown any more: it may have ended or been sold.</Text>
          {backToList}
        </Stack>
      ) : listing.isPending ? (
        <LoadingState label="Loading the listing…" />
      ) : listing.error ? (
        <LoadFailure what="the listing" onRetry={() => void listing.refetch()} />
      ) : (
        <ListingDetails listing={listing.data} />
      )}
    </>
  );
}
