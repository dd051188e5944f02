import { type ListingSummary, listingKindLabels, priceLabel } from "@club/domain/listing.schema";

// How a listing's place, price and car read on the public pages.

/** "Hartford, CT, US": a state is stored as its code ("US-CT"), whose last part readers know. */
export function placeOf(listing: Pick<ListingSummary, "city" | "state" | "country">): string {
  const state = listing.state?.split("-").at(-1);
  return [listing.city, state, listing.country].filter(Boolean).join(", ");
}

export function priceOf(listing: Pick<ListingSummary, "kind" | "price">): string {
  return priceLabel(listing.kind, listing.price);
}

/** "1932 Packard Twelve", or what the listing is ("Part for sale"). */
export function subjectOf(listing: Pick<ListingSummary, "car" | "kind">): string {
  return listing.car
    ? `${listing.car.year} ${listing.car.make} ${listing.car.model}`
    : listingKindLabels[listing.kind];
}
