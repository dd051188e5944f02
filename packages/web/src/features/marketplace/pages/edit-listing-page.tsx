import { listingMessages } from "@club/domain/listing.schema";
import { Anchor, Stack, Text } from "@mantine/core";
import { Link, useParams } from "react-router";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { PageLoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { useListing } from "../api/use-listing.ts";
import { ListingWizard } from "../components/listing-wizard.tsx";
import { listingValues } from "../form/listing-form-values.ts";

// Issue 44: changing a listing through the new listing's steps; its kind and car stay as they are.
export function EditListingPage() {
  const id = Number(useParams().id);
  const listing = useListing(id);
  if (listing.error)
    return (
      <Stack gap="md">
        <PageTitle>Change the listing</PageTitle>
        <ErrorLines errors={errorsOf(listing.error)} />
      </Stack>
    );
  if (!listing.data) return <PageLoadingState label="Loading the listing…" />;
  return (
    <Stack gap="md">
      <PageTitle>Change the listing</PageTitle>
      <Anchor component={Link} to={`/marketplace/${id}`}>
        Back to the listing
      </Anchor>
      {listing.data.actions.includes("edit") ? (
        <ListingWizard initial={listingValues(listing.data)} listing={listing.data} fixedWhat />
      ) : (
        <Text role="status">{listingMessages.notEditable}</Text>
      )}
    </Stack>
  );
}
