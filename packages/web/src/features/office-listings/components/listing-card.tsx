import { removableByOffice } from "@club/domain/listing.rules";
import {
  listingKindLabels,
  listingStatusLabels,
  type OfficeListingRow,
  priceLabel,
} from "@club/domain/listing.schema";
import {
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatMoment } from "../../../office-kit/office-format.ts";

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text style={{ overflowWrap: "break-word" }}>
      <Text span fw={700}>{`${label}: `}</Text>
      {children}
    </Text>
  );
}

const placeOf = (listing: OfficeListingRow) =>
  [listing.city, listing.state, listing.country].filter((part) => part).join(", ");

interface ListingCardProps {
  listing: OfficeListingRow;
  /** The office's decisions; the card offers each where the listing's state allows it. */
  onApprove: (listing: OfficeListingRow) => void;
  onRemove: (listing: OfficeListingRow) => void;
  onDismiss: (reportId: number) => void;
  /** A decision is on its way: the buttons wait, so one click is not sent twice. */
  busy: boolean;
}

/**
 * One listing as the office decides on it (issue 44): its photo, title, kind and price, the seller (to their
 * record), where it stands, the reports not decided yet with their reasons, and what the office may do.
 */
export function ListingCard({ listing, onApprove, onRemove, onDismiss, busy }: ListingCardProps) {
  const { seller } = listing;
  return (
    <Paper component="li" withBorder p={{ base: "sm", sm: "md" }} aria-label={listing.title}>
      <Group align="flex-start" gap="md" wrap="nowrap">
        {listing.thumbnailUrl ? (
          <Image src={listing.thumbnailUrl} alt={`Photo of ${listing.title}`} w={120} h={90} radius="sm" />
        ) : (
          <Text w={120} size="sm">
            No photo
          </Text>
        )}
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" gap="sm">
            <Title order={3} size="h4" style={{ overflowWrap: "break-word" }}>
              {/* The member-facing page, as the seller and buyers read it. */}
              <Anchor component={Link} to={`/marketplace/${listing.id}`}>
                {listing.title}
              </Anchor>
            </Title>
            <Badge variant="outline" tt="none">
              {listingStatusLabels[listing.status]}
            </Badge>
          </Group>
          <Stack gap={4}>
            <Line label="Kind">{listingKindLabels[listing.kind]}</Line>
            <Line label="Price">{priceLabel(listing.kind, listing.price)}</Line>
            <Line label="Seller">
              <Anchor component={Link} to={`/office/members/${seller.memberId}`}>
                {`${seller.name} (no. ${seller.memberNo})`}
              </Anchor>
            </Line>
            <Line label="Place">{placeOf(listing)}</Line>
            {listing.publishedAt ? <Line label="Listed">{formatMoment(listing.publishedAt)}</Line> : null}
            {listing.expiresAt ? <Line label="Ends">{formatMoment(listing.expiresAt)}</Line> : null}
            {listing.warning ? (
              <Text fw={700}>The car's identity is disputed, or a claim on it waits for the office.</Text>
            ) : null}
          </Stack>

          {listing.openReports.length > 0 ? (
            <Stack gap="xs">
              <Text fw={700}>{`Reports (${listing.openReports.length})`}</Text>
              <Stack
                component="ul"
                gap="xs"
                m={0}
                p={0}
                style={{ listStyle: "none" }}
                aria-label={`Reports of ${listing.title}`}
              >
                {listing.openReports.map((report) => (
                  <Paper component="li" key={report.id} withBorder p="xs">
                    <Stack gap={4}>
                      <Text size="sm">{`${report.reporter}, ${formatMoment(report.createdAt)}`}</Text>
                      <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "break-word" }}>
                        {report.reason}
                      </Text>
                      <Group>
                        <Button
                          size="xs"
                          variant="outline"
                          disabled={busy}
                          onClick={() => onDismiss(report.id)}
                        >
                          Dismiss report
                          <VisuallyHidden>{` by ${report.reporter}`}</VisuallyHidden>
                        </Button>
                      </Group>
                    </Stack>
                  </Paper>
                ))}
              </Stack>
            </Stack>
          ) : null}

          <Group gap="sm">
            {listing.status === "awaiting_approval" ? (
              <Button disabled={busy} onClick={() => onApprove(listing)}>
                Approve<VisuallyHidden>{` ${listing.title}`}</VisuallyHidden>
              </Button>
            ) : null}
            {removableByOffice(listing.status) ? (
              <Button variant="outline" color="red.9" disabled={busy} onClick={() => onRemove(listing)}>
                Remove…<VisuallyHidden>{` ${listing.title}`}</VisuallyHidden>
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
