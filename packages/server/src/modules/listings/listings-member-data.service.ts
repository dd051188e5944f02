import type { MyListingsData } from "@club/domain/listing.schema";
import type { AppContext } from "../../lib/app-context.ts";
import {
  eraseSellerListings,
  findEnquiriesBy,
  findImagesOf,
  findMemberListings,
  findReportsBy,
} from "./listings.repository.ts";

// Issue 44: what the marketplace holds of a member, for Download my data and for a request to leave (privacy asks).

const iso = (moment: Date | null) => (moment ? moment.toISOString() : null);

export async function ownMarketplaceData(
  context: Pick<AppContext, "db">,
  memberId: number,
): Promise<MyListingsData> {
  const [rows, enquiries, reports] = await Promise.all([
    findMemberListings(context.db, memberId),
    findEnquiriesBy(context.db, memberId),
    findReportsBy(context.db, memberId),
  ]);
  const images = await findImagesOf(
    context.db,
    rows.map((row) => row.id),
  );
  return {
    listings: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      status: row.status,
      title: row.title,
      description: row.description,
      price: row.price,
      city: row.city,
      state: row.state,
      country: row.country,
      contactChoice: row.contactChoice,
      createdAt: row.createdAt.toISOString(),
      publishedAt: iso(row.publishedAt),
      expiresAt: iso(row.expiresAt),
      soldAt: iso(row.soldAt),
      removalReason: row.removalReason,
      photos: images.filter((image) => image.listingId === row.id).length,
    })),
    enquiries: enquiries.map((row) => ({ listingId: row.listingId, at: row.sentAt.toISOString() })),
    reports: reports.map((row) => ({
      listingId: row.listingId,
      reason: row.reason,
      at: row.createdAt.toISOString(),
    })),
  };
}

/** Leaving the club: the member's listings withdrawn and emptied (eraseSellerListings); their photos' files to remove. */
export function forgetSeller(context: Pick<AppContext, "db" | "now">, memberId: number) {
  return eraseSellerListings(context.db, memberId, context.now());
}
