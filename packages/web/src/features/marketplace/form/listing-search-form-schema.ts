import { z } from "zod";

const filter = z.string().trim().max(100);
/** A year or a price: whole, or empty for any. */
const wholeNumber = z.string().trim().regex(/^\d*$/, { error: "Enter a whole number, or leave it empty" });

/** Issue 44: every filter of the marketplace is optional; the selects hold "" for Any. */
export const listingSearchFormSchema = z.object({
  kind: z.string(),
  makeId: z.string(),
  model: filter,
  yearFrom: z.string(),
  yearTo: z.string(),
  priceFrom: wholeNumber,
  priceTo: wholeNumber,
  region: z.string(),
  state: filter,
  country: filter,
  q: filter,
});

export type ListingSearchFormValues = z.input<typeof listingSearchFormSchema>;

export const emptyListingSearchForm: ListingSearchFormValues = {
  kind: "",
  makeId: "",
  model: "",
  yearFrom: "",
  yearTo: "",
  priceFrom: "",
  priceTo: "",
  region: "",
  state: "",
  country: "",
  q: "",
};
