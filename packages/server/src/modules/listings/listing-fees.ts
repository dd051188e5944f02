import { listingFeeCheckout } from "@club/domain/listing.rules";
import { listingMessages } from "@club/domain/listing.schema";
import type { MarketplaceSettings } from "@club/domain/marketplace-settings.schema";
import type { ViewingAccount } from "@club/domain/member-visibility.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { openInvoice, orderIdsOfInvoices, withdrawInvoice } from "../checkout/invoices.service.ts";
import { getInvoice } from "../checkout/payments.service.ts";
import { getClubSettings } from "../settings/settings.service.ts";
import { type ListingRow, updateListing } from "./listings.repository.ts";

// Issue 44: a club that asks a fee to publish a listing has it paid through checkout, as an event place is: an
// invoice of kind "listing", paid with the app's payment dialog; the listing waits for it (awaiting_payment).
// What the paid invoice does is listing-purchase.service.ts.

/**
 * Publishing under a fee: an invoice for it (in the caller's transaction, with the listing's change) and the listing
 * waiting for its payment. The title is kept with the invoice so the receipt and the member's payments name it.
 */
export async function openListingFee(context: AppContext, listing: ListingRow, fee: number) {
  const { convenienceFeePercent } = await getClubSettings(context);
  const { invoiceId } = await openInvoice(context, {
    memberId: listing.memberId,
    kind: "listing",
    selections: { listingId: listing.id, title: listing.title },
    checkout: listingFeeCheckout(listing.title, fee, convenienceFeePercent),
  });
  return updateListing(context.db, listing.id, {
    status: "awaiting_payment",
    invoiceId,
    updatedAt: context.now(),
  });
}

/**
 * A listing withdrawn while it waits for its fee: its invoice is withdrawn (void), so it can no longer be paid. A
 * payment going through at that moment is let finish first (409); one that settled has listed it already, and the
 * withdrawal then withdraws a listed listing.
 */
export async function withdrawListingFee(context: AppContext, listing: ListingRow) {
  if (listing.invoiceId === null) return;
  if ((await withdrawInvoice(context, listing.invoiceId)) === "paying")
    throw new AppError("payment_in_progress", { base: [listingMessages.feePaying] });
}

/**
 * The fee a reply shows and, to the seller, the invoice that pays it (its order id, which the payment dialog opens).
 * A listing with an invoice shows the fee that invoice asks (the club may have changed its fee since); otherwise the
 * club's fee of publishing now.
 */
export async function feeOf(
  context: AppContext,
  reader: Pick<ViewingAccount, "memberId"> | null,
  row: ListingRow,
  settings: Pick<MarketplaceSettings, "fee">,
) {
  if (row.invoiceId === null || reader?.memberId !== row.memberId)
    return { fee: settings.fee, invoicePublicId: null };
  const orderId = (await orderIdsOfInvoices(context, [row.invoiceId])).get(row.invoiceId);
  if (orderId === undefined) return { fee: settings.fee, invoicePublicId: null };
  const invoice = await getInvoice(context, orderId);
  return { fee: invoice.subtotal, invoicePublicId: orderId };
}
