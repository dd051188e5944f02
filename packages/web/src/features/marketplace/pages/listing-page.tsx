import { type Listing, listingKindLabels, listingMessages, priceLabel } from "@club/domain/listing.schema";
import { Anchor, Badge, Group, Stack, Text, Title } from "@mantine/core";
import { Link, useParams } from "react-router";
import { ApiError, errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { PageLoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { PlainText } from "../../../components/plain-text.tsx";
import { useListing } from "../api/use-listing.ts";
import { ListingFacts } from "../components/listing-facts.tsx";
import { ListingGallery } from "../components/listing-gallery.tsx";
import { ListingPhotosEditor } from "../components/listing-photos-editor.tsx";
import { Notice } from "../components/notice.tsx";
import { ReportListing } from "../components/report-listing.tsx";
import { SellerPanel } from "../components/seller-panel.tsx";
import { WriteToSeller } from "../components/write-to-seller.tsx";
import { listingPlace } from "../format/listing-place.ts";

/** The seller and the contact details they chose to show (only those come from the server). */
function SellerContact({ listing }: { listing: Listing }) {
  const { email, phone, address } = listing.contact;
  return (
    <Stack component="section" gap="xs" aria-labelledby="seller-contact-heading">
      <Title order={2} id="seller-contact-heading">
        The seller
      </Title>
      {listing.seller ? (
        <Text>
          {listing.seller.memberNo === null
            ? listing.seller.name
            : `${listing.seller.name}, member ${listing.seller.memberNo}`}
        </Text>
      ) : null}
      {email ? (
        <Text>
          {"E-mail: "}
          <Anchor href={`mailto:${email}`} style={{ overflowWrap: "anywhere" }}>
            {email}
          </Anchor>
        </Text>
      ) : null}
      {phone ? (
        <Text>
          {"Phone: "}
          <Anchor href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</Anchor>
        </Text>
      ) : null}
      {address ? <Text style={{ whiteSpace: "pre-line" }}>{`Address:\n${address}`}</Text> : null}
    </Stack>
  );
}

// Issue 44: one listing: the registry's warning first when there is one, the photos, price and place, the text, the
// car's facts and the seller; then, for other members, the way to write to the seller and to report the listing,
// and for the seller, what they may do with it now.
export function ListingPage() {
  const id = Number(useParams().id);
  const listing = useListing(id);

  if (listing.error)
    return (
      <Stack gap="md">
        <PageTitle>Listing</PageTitle>
        <ErrorLines
          errors={
            listing.error instanceof ApiError && listing.error.status === 404
              ? { base: [listingMessages.gone] }
              : errorsOf(listing.error)
          }
        />
        <Anchor component={Link} to="/marketplace">
          Back to the marketplace
        </Anchor>
      </Stack>
    );
  if (!listing.data) return <PageLoadingState label="Loading the listing…" />;
  const data = listing.data;
  const warning = data.listingCar?.warning;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/marketplace">
        Back to the marketplace
      </Anchor>
      {warning ? (
        <Notice tone="warning" title="Ask before you buy" role="alert">
          {warning}
        </Notice>
      ) : null}
      <div>
        <PageTitle>{data.title}</PageTitle>
        <Group gap="xs" mt="-sm">
          <Badge variant="light" c="dark">
            {listingKindLabels[data.kind]}
          </Badge>
          {data.status === "sold" ? (
            <Badge color="gray.8" variant="filled">
              Sold
            </Badge>
          ) : null}
        </Group>
      </div>
      {data.own ? <SellerPanel listing={data} /> : null}
      <ListingGallery photos={[...data.photos, ...data.carPhotos]} subject={data.title} />
      <Stack gap={4}>
        <Text fw={700} fz="xl">
          {priceLabel(data.kind, data.price)}
        </Text>
        <Text>{listingPlace(data)}</Text>
      </Stack>
      <PlainText text={data.description} />
      {data.listingCar ? <ListingFacts car={data.listingCar} /> : null}
      <SellerContact listing={data} />
      {data.own ? (
        <ListingPhotosEditor listing={data} />
      ) : (
        <>
          {data.status === "active" ? (
            <WriteToSeller listingId={data.id} seller={data.seller?.name ?? "the seller"} />
          ) : null}
          <ReportListing listingId={data.id} />
        </>
      )}
    </Stack>
  );
}
