import type { ListingStatus } from "@club/domain/listing.schema";
import type { Purchase } from "../checkout/purchases.ts";
import { PurchaseRefusedError } from "../checkout/purchases.ts";
import { getMemberContact } from "../members/members.service.ts";
import { getMarketplaceSettings } from "../settings/settings.service.ts";
import { lockListing, updateListing } from "./listings.repository.ts";
import { listOrAwaitApproval } from "./listings.service.ts";

// Issue 44: what a listing fee's invoice buys, plugged into checkout in app.ts beside the memberships' and events'.

/**
 * The fee paid: the listing goes on as publishing without a fee would (the office's approval first for a new
 * member's, otherwise listed from now). Runs in the settlement's transaction. A listing no longer waiting for this
 * invoice (withdrawn meanwhile, or removed by the office) is refused, and checkout refunds the payment.
 */
const fulfil: Purchase<"listing">["fulfil"] = async (context, invoice) => {
  const listing = await lockListing(context.db, invoice.selections.listingId);
  if (!listing || listing.invoiceId !== invoice.id) throw new PurchaseRefusedError("the listing is gone");
  if (listing.status !== "awaiting_payment")
    throw new PurchaseRefusedError(`the listing is ${listing.status}`);
  const settings = await getMarketplaceSettings(context);
  const paid = await listOrAwaitApproval(context, listing, settings);
  return {
    payer: await getMemberContact(context, invoice.memberId),
    receiptNote:
      paid.status === "active"
        ? `Your listing "${listing.title}" is now in the club's marketplace.`
        : `Your listing "${listing.title}" goes into the club's marketplace once the office approves it.`,
    undo: { listingId: listing.id },
  };
};

/** What a refunded fee takes back: a listing in the marketplace or on its way there. A sold one stays sold. */
const withdrawnByRefund: readonly ListingStatus[] = ["awaiting_approval", "active", "expired"];

/** The fee refunded in full by the office: the listing is withdrawn (kept, closed), as the seller would. */
const undo: Purchase<"listing">["undo"] = async (context, invoice) => {
  const listing = await lockListing(context.db, invoice.selections.listingId);
  if (!listing || !withdrawnByRefund.includes(listing.status)) return;
  const now = context.now();
  await updateListing(context.db, listing.id, { status: "withdrawn", closedAt: now, updatedAt: now });
};

export const listingPurchase: Purchase<"listing"> = { fulfil, undo };
