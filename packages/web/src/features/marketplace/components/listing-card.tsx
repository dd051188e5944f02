import { type ListingSummary, listingKindLabels, priceLabel } from "@club/domain/listing.schema";
import { vehicleName } from "@club/domain/vehicle-name.rules";
import { Anchor, Badge, Box, Group, Image, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { listingPlace } from "../format/listing-place.ts";

/** The plain picture in a photo's place, so every card has the same shape. */
export function NoPhoto() {
  return (
    <Box
      bg="gray.1"
      c="gray.8"
      style={{
        aspectRatio: "4 / 3",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        borderRadius: 4,
      }}
    >
      <svg width="64" height="48" viewBox="0 0 64 48" aria-hidden="true" focusable="false">
        <rect x="2" y="2" width="60" height="44" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="20" cy="17" r="6" fill="currentColor" />
        <path d="M6 42l16-16 10 10 10-14 16 20z" fill="currentColor" />
      </svg>
      <Text size="sm" mt={4}>
        No photo
      </Text>
    </Box>
  );
}

// Issue 44: one listing of the marketplace: its photo, title (the link to it), price, place and the car's name, with
// "Sold" for a recent sale and a warning mark when the registry says to ask first.
export function ListingCard({ listing }: { listing: ListingSummary }) {
  const car = listing.car ? vehicleName(listing.car) : null;
  return (
    <Paper component="li" withBorder p="sm" aria-labelledby={`listing-${listing.id}-title`}>
      <Stack gap="xs">
        {listing.thumbnailUrl ? (
          <Image
            src={listing.thumbnailUrl}
            alt=""
            w="100%"
            fit="cover"
            radius="sm"
            style={{ aspectRatio: "4 / 3" }}
          />
        ) : (
          <NoPhoto />
        )}
        <Title order={3} size="h4" id={`listing-${listing.id}-title`}>
          <Anchor component={Link} to={`/marketplace/${listing.id}`} style={{ overflowWrap: "anywhere" }}>
            {listing.title}
          </Anchor>
        </Title>
        <Group gap="xs">
          <Badge variant="light" c="dark">
            {listingKindLabels[listing.kind]}
          </Badge>
          {listing.status === "sold" ? (
            <Badge color="gray.8" variant="filled">
              Sold
            </Badge>
          ) : null}
          {listing.warning ? (
            <Badge color="red.9" variant="filled">
              Ask first: see the warning
            </Badge>
          ) : null}
        </Group>
        <Text fw={700} fz="lg">
          {priceLabel(listing.kind, listing.price)}
        </Text>
        {car ? <Text>{car}</Text> : null}
        <Text c="dimmed">{listingPlace(listing)}</Text>
      </Stack>
    </Paper>
  );
}
