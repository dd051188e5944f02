import type { ListingSummary } from "@club/domain/listing.schema";
import { Anchor, Badge, Card, Group, Image, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { placeOf, priceOf, subjectOf } from "./listing-words.ts";

/** One listing of the public search: its photo, title (the link to it), price and place; "Sold" and the warning. */
export function ListingCard({ listing }: { listing: ListingSummary }) {
  return (
    <Card withBorder padding="md" component="article">
      {listing.thumbnailUrl ? (
        <Card.Section mb="sm">
          <Image src={listing.thumbnailUrl} alt={`Photo of the ${listing.title}`} h={200} fit="cover" />
        </Card.Section>
      ) : null}
      <Stack gap={6}>
        <Title order={2} size="h4">
          <Anchor component={Link} to={`/for-sale/${listing.id}`}>
            {listing.title}
          </Anchor>
        </Title>
        <Group gap="xs">
          <Text fw={700} size="lg">
            {priceOf(listing)}
          </Text>
          {listing.status === "sold" ? <Badge color="gray">Sold</Badge> : null}
        </Group>
        {listing.car ? <Text>{subjectOf(listing)}</Text> : null}
        <Text>{placeOf(listing)}</Text>
        {listing.warning ? (
          <Text c="red.9" fw={700}>
            Ask before you buy: the listing says why.
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
