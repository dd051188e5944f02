import { type Listing, listingStatusLabels } from "@club/domain/listing.schema";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { errorsOf } from "../../../api/api-error.ts";
import { ListingFeePayment } from "../../../checkout/owed/listing-fee-payment.tsx";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { dayOfMoment } from "../../../lib/club-clock.ts";
import { ConfirmDialog } from "../../../office-kit/confirm-dialog.tsx";
import { useDeleteListing } from "../api/use-delete-listing.ts";
import { useListingStep } from "../api/use-listing-step.ts";
import { MarkSoldDialog } from "./mark-sold-dialog.tsx";
import { Notice } from "./notice.tsx";

type Asking = "delete" | "withdraw" | "sold" | null;

/** The status in a sentence, with the days that matter to it. */
function statusLine(listing: Listing): string {
  const status = listingStatusLabels[listing.status];
  if (listing.status === "active" && listing.expiresAt)
    return `${status} until ${dayOfMoment(listing.expiresAt)}`;
  if (listing.status === "sold" && listing.soldAt) return `${status} on ${dayOfMoment(listing.soldAt)}`;
  if (listing.status === "expired" && listing.expiresAt)
    return `${status} on ${dayOfMoment(listing.expiresAt)}`;
  return status;
}

/**
 * Issue 44: the seller's own view: where the listing stands in words, and the buttons the server says they may use
 * now (`actions`). Delete and Withdraw ask first; a listing waiting for its fee is paid here (the checkout's
 * ListingFeePayment, as the owed banner pays it).
 */
export function SellerPanel({ listing }: { listing: Listing }) {
  const [asking, setAsking] = useState<Asking>(null);
  const navigate = useNavigate();
  const publish = useListingStep("publish");
  const renew = useListingStep("renew");
  const withdraw = useListingStep("withdraw");
  const remove = useDeleteListing();
  const can = (action: Listing["actions"][number]) => listing.actions.includes(action);
  const failure = publish.error ?? renew.error ?? withdraw.error ?? remove.error;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="seller-heading">
      <Stack gap="sm">
        <Title order={2} id="seller-heading">
          Your listing
        </Title>
        <Text fw={700} role="status">{`Status: ${statusLine(listing)}`}</Text>
        {listing.status === "removed" && listing.removalReason ? (
          <Notice tone="warning" title="The club office's reason">
            {listing.removalReason}
          </Notice>
        ) : null}
        {listing.status === "awaiting_approval" ? (
          <Text>The club office looks at it before it is listed. You are told by e-mail.</Text>
        ) : null}
        <ListingFeePayment listing={listing} />
        {listing.transferId !== null ? (
          <Text>
            The car is offered to its buyer through the registry. It moves to their garage once they accept it
            on their My Vehicles page.
          </Text>
        ) : null}
        <Group gap="sm">
          {can("edit") ? (
            <Button component={Link} to={`/marketplace/${listing.id}/edit`} variant="outline">
              Edit
            </Button>
          ) : null}
          {can("publish") ? (
            <Button loading={publish.isPending} onClick={() => publish.mutate(listing.id)}>
              Publish
            </Button>
          ) : null}
          {can("renew") ? (
            <Button variant="outline" loading={renew.isPending} onClick={() => renew.mutate(listing.id)}>
              Renew
            </Button>
          ) : null}
          {can("markSold") ? (
            <Button variant="outline" onClick={() => setAsking("sold")}>
              Mark sold
            </Button>
          ) : null}
          {can("withdraw") ? (
            <Button variant="outline" color="red.9" onClick={() => setAsking("withdraw")}>
              Withdraw
            </Button>
          ) : null}
          {can("delete") ? (
            <Button variant="outline" color="red.9" onClick={() => setAsking("delete")}>
              Delete
            </Button>
          ) : null}
        </Group>
        <ErrorLines errors={errorsOf(failure)} />
      </Stack>
      <ConfirmDialog
        opened={asking === "withdraw"}
        title="Withdraw this listing?"
        confirmLabel="Withdraw the listing"
        danger
        pending={withdraw.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => withdraw.mutate(listing.id, { onSettled: () => setAsking(null) })}
      >
        <Text>The listing leaves the marketplace. It stays under My listings.</Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={asking === "delete"}
        title="Delete this draft?"
        confirmLabel="Delete the draft"
        danger
        pending={remove.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          remove.mutate(listing.id, {
            onSuccess: () => navigate("/marketplace/mine"),
            onSettled: () => setAsking(null),
          })
        }
      >
        <Text>The draft and its photos are deleted. This cannot be undone.</Text>
      </ConfirmDialog>
      {asking === "sold" ? <MarkSoldDialog listing={listing} opened onClose={() => setAsking(null)} /> : null}
    </Paper>
  );
}
