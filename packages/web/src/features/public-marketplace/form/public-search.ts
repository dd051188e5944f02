import { publicListingKinds } from "@club/domain/listing.schema";
import { z } from "zod";

// The public search lives in the page's address (?kind=car&makeId=3&page=2), so a search can be bookmarked, shared
// and gone back to. Anything unreadable in it is dropped rather than refused: the address may have been typed.

const wholeNumber = z
  .string()
  .regex(/^\d{1,9}$/)
  .optional()
  .catch(undefined);

export const publicSearchSchema = z.object({
  kind: z.enum(publicListingKinds).optional().catch(undefined),
  makeId: wholeNumber,
  yearFrom: wholeNumber,
  yearTo: wholeNumber,
  priceFrom: wholeNumber,
  priceTo: wholeNumber,
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).catch(1),
});
export type PublicSearch = z.infer<typeof publicSearchSchema>;

export function searchOf(params: URLSearchParams): PublicSearch {
  return publicSearchSchema.parse(Object.fromEntries(params));
}

/** The address's query of a search: only what is given, and the page only past the first. */
export function paramsOf(search: PublicSearch): Record<string, string> {
  const entries = Object.entries(search).filter(
    ([name, value]) => value !== undefined && value !== "" && !(name === "page" && value === 1),
  );
  return Object.fromEntries(entries.map(([name, value]) => [name, String(value)]));
}
