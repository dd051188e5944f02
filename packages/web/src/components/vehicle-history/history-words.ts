import type {
  identifierSourceKinds,
  Ownership,
  registryStatuses,
  VehicleIdentifierSources,
} from "@club/domain/vehicle-registry.schema";

// Issue 27: a car's history in plain words. Days read YYYY-MM-DD (spec §9); a day nobody recorded says so.

export const dateNotKnown = "date not known";

export function dayOrNotKnown(day: string | null): string {
  return day ? day.slice(0, 10) : dateNotKnown;
}

/** "From 1998-03-12 to 2004-06-01"; the current owner's link ends "to now". */
export function ownershipDays(ownership: Ownership, current: boolean): string {
  const to = current ? "now" : dayOrNotKnown(ownership.to);
  return `From ${dayOrNotKnown(ownership.from)} to ${to}`;
}

/**
 * Who the owner was to the club: a member by number, someone outside it (and where), or nothing more when the name
 * already says it ("A club member" who is not listed, "A former member" whose account was deleted: issue 39).
 */
export function ownerStanding(ownership: Ownership): string | null {
  if (ownership.memberNo !== null) return `Member ${ownership.memberNo}`;
  if (ownership.clubMember) return null;
  return ownership.place ? `Outside the club, ${ownership.place}` : "Outside the club";
}

export const ownershipSourceWords: Record<Ownership["source"], string> = {
  registered: "Registered by the owner in the members portal",
  transfer: "A sale recorded in the club's registry",
  import: "From the club's earlier records",
  claim: "Confirmed by the club office from the owner's papers",
};

export const registryStatusWords: Record<(typeof registryStatuses)[number], string> = {
  active: "In the club's registry",
  destroyed: "Recorded as destroyed",
  disputed: "Disputed: the club office is looking at a claim on this car",
};

const numberSourceWords: Record<(typeof identifierSourceKinds)[number], string> = {
  owner: "given by the owner",
  documents: "read from the car's papers",
  factory: "from the factory's records",
};

type NumberSource = NonNullable<VehicleIdentifierSources["serialNumber"]>;

/** A number with where it came from: "S-1932 (read from the car's papers, checked by Jane Roe on 2026-01-02)". */
export function numberWithSource(value: string | null, source: NumberSource | undefined): string {
  if (!value) return "Not recorded";
  if (!source) return value;
  const checked = source.verifiedBy
    ? `, checked by ${source.verifiedBy}${source.verifiedOn ? ` on ${source.verifiedOn.slice(0, 10)}` : ""}`
    : "";
  return `${value} (${numberSourceWords[source.source]}${checked})`;
}
