import type { Listing } from "@club/domain/listing.schema";
import { formatCents } from "@club/domain/money";
import { Button, Paper, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { queryKeys } from "../../api/query-keys.ts";
import { PaymentDialog } from "../payment/components/payment-dialog.tsx";

/** The words of a listing's paid fee, in the payment dialog wherever it is paid from (this box, the owed banner). */
export function listingFeePaidWords(title: string): string {
  return `Thank you! The fee for "${title}" is paid: your listing goes into the marketplace (after the office's approval, for a new member's).`;
}

/**
 * Issue 44: on the seller's own listing, one waiting for its fee says what it costs and pays it with the app's
 * payment dialog (the invoice is the listing's `invoiceId`, its order id). Nothing shows for any other listing.
 * After the payment the listings and what the member owes are read again; the dialog stays on its thank-you until
 * OK, though the listing read again no longer waits for its fee.
 */
export function ListingFeePayment({
  listing,
}: {
  listing: Pick<Listing, "title" | "status" | "fee" | "invoiceId">;
}) {
  const queryClient = useQueryClient();
  /** The invoice being paid: kept while the dialog is open, whatever the listing read again says. */
  const [paying, setPaying] = useState<string | null>(null);
  const { invoiceId } = listing;
  const waiting = listing.status === "awaiting_payment" && invoiceId !== null;
  if (!waiting && paying === null) return null;

  function reload() {
    for (const queryKey of [queryKeys.listings, queryKeys.memberPayments])
      void queryClient.invalidateQueries({ queryKey });
  }

  return (
    <>
      {waiting ? (
        <Paper component="section" aria-label="Listing fee" withBorder p="md">
          <Stack gap="sm" align="flex-start">
            <Text
              fw={700}
            >{`The club asks a fee of ${formatCents(listing.fee)} to publish this listing.`}</Text>
            <Text>
              It goes into the marketplace once the fee is paid. The payment shows the total to pay.
            </Text>
            <Button onClick={() => setPaying(invoiceId)}>Pay now</Button>
          </Stack>
        </Paper>
      ) : null}
      {paying !== null && (
        <PaymentDialog
          orderId={paying}
          opened
          onClose={() => setPaying(null)}
          onPaid={reload}
          onPaidDone={() => setPaying(null)}
          thankYou={<Text>{listingFeePaidWords(listing.title)}</Text>}
        />
      )}
    </>
  );
}
