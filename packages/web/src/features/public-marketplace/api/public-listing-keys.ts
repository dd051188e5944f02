// Issue 44: the marketplace as buyers outside the club see it (a page of the search by its query string, a listing).
export const publicListingKeys = {
  search: (query: string) => ["public-listings", query] as const,
  one: (id: number) => ["public-listings", "one", id] as const,
};
