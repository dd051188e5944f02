import { listingStatuses, listingStatusLabels, priceLabel } from "@club/domain/listing.schema";
import { Anchor, Button, Group, List, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { dayOfMoment } from "../../../lib/club-clock.ts";
import { useMyListings } from "../api/use-my-listings.ts";

// Issue 44: the member's own listings, under their status (drafts first, then those waiting, listed, and over),
// each a link to its page where its buttons are.
export function MyListingsPage() {
  const mine = useMyListings();
  const listings = mine.data?.results ?? [];
  return (
    <Stack gap="md">
      <PageTitle>My listings</PageTitle>
      <Group gap="sm">
        <Button component={Link} to="/marketplace/new">
          New listing
        </Button>
        <Anchor component={Link} to="/marketplace">
          Back to the marketplace
        </Anchor>
      </Group>
      {mine.isPending ? <LoadingState label="Loading your listings…" /> : null}
      {mine.isError ? <LoadFailure what="listings" onRetry={() => void mine.refetch()} /> : null}
      {mine.data && listings.length === 0 ? (
        <Text role="status">
          You have no listings yet. Choose New listing to sell a car, a part or a service, or to say what you
          are looking for.
        </Text>
      ) : null}
      {listingStatuses.map((status) => {
        const ofStatus = listings.filter((listing) => listing.status === status);
        if (ofStatus.length === 0) return null;
        return (
          <Stack component="section" key={status} gap="xs" aria-labelledby={`status-${status}`}>
            <Title order={2} size="h3" id={`status-${status}`}>
              {listingStatusLabels[status]}
            </Title>
            <List spacing="xs" listStyleType="none" ml={0} pl={0}>
              {ofStatus.map((listing) => (
                <List.Item key={listing.id}>
                  <Anchor component={Link} to={`/marketplace/${listing.id}`} fw={700}>
                    {listing.title}
                  </Anchor>
                  <Text size="sm">
                    {[
                      priceLabel(listing.kind, listing.price),
                      listing.status === "active" && listing.expiresAt
                        ? `until ${dayOfMoment(listing.expiresAt)}`
                        : null,
                    ]
                      .filter(Boolean)
                      .join(", ")}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Stack>
        );
      })}
    </Stack>
  );
}
