/** Where the listed thing is, as a reader says it: "Winnetka, IL, United States". */
export function listingPlace(listing: { city: string; state: string | null; country: string }): string {
  return [listing.city, listing.state, listing.country].filter(Boolean).join(", ");
}
