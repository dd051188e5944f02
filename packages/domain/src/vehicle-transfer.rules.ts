import { z } from "zod";
import { isoDaySchema } from "./fields.schema.ts";
import { garageRemovalReasons, registryMessages } from "./vehicle-registry.schema.ts";

// Issue 39: the registry's dealings. A seller names the buyer by member number and last name, so an offer answers
// nothing the seller did not already know; the day of a sale or of a car leaving a garage has to be one the car and
// its owner could have lived; a car with a history stays in the registry.

export const transferMessages = {
  beforeModelYear: (year: number) => `The day cannot be before the car was made (${year})`,
  /** Adding, selling or buying a car: members in good standing only (issue 39). */
  unpaid:
    "Adding, selling and buying cars is for members whose dues are paid: finish paying your membership first",
  lapsed: "Your membership has run out: renew it to add, sell or buy cars",
  hasHistory:
    "This car has a history in the club's registry (earlier owners, events, awards, a senior number, claims or " +
    "offers), so it cannot be deleted. Use Remove from my garage instead: the car stays in the registry.",
} as const;

/** How many cars a member may offer to other members, counting every try, in a day (issue 39: no guessing names). */
export const transferOfferLimit = { max: 10, windowMs: 86_400_000 } as const;

/** A last name as a comparison reads it: letters and digits only, accents and case aside ("O'Brien" = "obrien"). */
function nameKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** The last name the seller typed is the buyer's, written loosely: spaces, case, accents and punctuation aside. */
export function lastNamesMatch(typed: string, stored: string): boolean {
  const key = nameKey(typed);
  return key !== "" && key === nameKey(stored);
}

/**
 * Why a car cannot have changed hands on `day` (a sale, or the end of an ownership), or null when it could: not after
 * the club's today, not before 1 January of the car's model year, not before its owner had it (when they said).
 */
export function ownershipEndRefusal(
  day: string,
  facts: { today: string; modelYear: number; ownedSince: string | null },
): string | null {
  if (day > facts.today) return registryMessages.saleInFuture;
  if (day < `${String(facts.modelYear).padStart(4, "0")}-01-01`)
    return transferMessages.beforeModelYear(facts.modelYear);
  if (facts.ownedSince !== null && day < facts.ownedSince)
    return registryMessages.saleBeforeOwnership(facts.ownedSince);
  return null;
}

export type GarageRemovalReason = (typeof garageRemovalReasons)[number];

/** What the member reads for each reason, in the form and in the car's history. */
export const garageRemovalWords: Record<GarageRemovalReason, string> = {
  sold_outside: "Sold outside the club",
  destroyed: "Destroyed",
  unknown: "Left the garage, reason not known",
};

/**
 * POST /api/v1/vehicles/{id}/remove_from_garage: how the car left (required) and the day (today if left out). The
 * car stays in the registry with its history, in no garage; destroyed marks the car itself.
 */
export const garageRemovalInputSchema = z.object({
  reason: z.enum(garageRemovalReasons, { error: "Say what happened to the car" }),
  date: isoDaySchema().optional(),
});
export type GarageRemovalInput = z.infer<typeof garageRemovalInputSchema>;
