import {
  allFactsShown,
  type Listing,
  type ListingContactChoice,
  type ListingFactChoice,
  type ListingKind,
  noContactShown,
} from "@club/domain/listing.schema";

/** The listing form as typed: texts as they are, the price a string (empty: offers), the car's id a string. */
export interface ListingFormValues {
  kind: ListingKind | "";
  vehicleId: string;
  title: string;
  description: string;
  price: string;
  city: string;
  state: string;
  country: string;
  contact: ListingContactChoice;
  facts: ListingFactChoice;
}

/** The wizard's steps and the fields each one checks before the next. */
export const stepFields = [
  ["kind", "vehicleId"],
  ["title", "description", "price", "city", "state", "country", "contact", "facts"],
] as const satisfies readonly (readonly (keyof ListingFormValues)[])[];

export const listingFormFields: readonly string[] = stepFields.flat();

/** Where a listing is, in words. */
export interface ListingPlace {
  city: string;
  state: string;
  country: string;
}

/** The name a code has in a list of name to code (countries, a country's states); "" when it is not there. */
const nameOf = (names: Record<string, string> | undefined, code: string | null) =>
  Object.entries(names ?? {}).find(([, one]) => one === code)?.[0] ?? "";

/** Where the member lives, in the words a listing shows ("Illinois", not the profile's "US-IL"). */
export function placeOfProfile(
  profile: { city: string | null; state: string | null; country: string | null } | undefined,
  countries: Record<string, string> | undefined,
  states: Record<string, string> | undefined,
): ListingPlace {
  return {
    city: profile?.city ?? "",
    state: nameOf(states, profile?.state ?? null),
    country: nameOf(countries, profile?.country ?? null),
  };
}

/**
 * A new listing: a car from the garage when one was chosen (My Vehicles' "Sell this car"), placed where the member
 * lives; no contact details shown, every registry fact shown (issue 44's defaults).
 */
export function newListingValues(vehicleId: number | null, place: ListingPlace): ListingFormValues {
  return {
    kind: vehicleId === null ? "" : "car",
    vehicleId: vehicleId === null ? "" : String(vehicleId),
    title: "",
    description: "",
    price: "",
    ...place,
    contact: noContactShown,
    facts: allFactsShown,
  };
}

/** A listing being changed, as the form holds it. */
export function listingValues(listing: Listing): ListingFormValues {
  return {
    kind: listing.kind,
    vehicleId: listing.vehicleId === null ? "" : String(listing.vehicleId),
    title: listing.title,
    description: listing.description,
    price: listing.price === null ? "" : String(listing.price),
    city: listing.city,
    state: listing.state ?? "",
    country: listing.country,
    contact: listing.contactChoice,
    facts: listing.factChoice,
  };
}

/** A price as typed: empty for offers, else the number (a slip such as "12,000" stays a string the schema refuses). */
const priceOf = (typed: string): number | string | null => {
  const text = typed.trim().replace(/^\$/, "");
  if (text === "") return null;
  return /^\d+$/.test(text) ? Number(text) : text;
};

/** The fields that change, for PATCH /api/v1/listings/{id} (its kind and car stay). */
export function toListingUpdate(values: ListingFormValues) {
  return {
    title: values.title,
    description: values.description,
    price: priceOf(values.price),
    city: values.city,
    state: values.state,
    country: values.country,
    contact: values.contact,
    facts: values.kind === "car" ? values.facts : allFactsShown,
  };
}

/** The new listing, for POST /api/v1/listings: a car's title may be left empty (the car's name is used). */
export function toListingInput(values: ListingFormValues) {
  return {
    ...toListingUpdate(values),
    kind: values.kind === "" ? undefined : values.kind,
    vehicleId: values.kind === "car" && values.vehicleId !== "" ? Number(values.vehicleId) : null,
    title: values.kind === "car" && values.title.trim() === "" ? undefined : values.title,
  };
}
