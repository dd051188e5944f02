import type { MembershipStanding } from "./membership.schema.ts";

// Where an account stands with the club (issue 23), the one rule the session, the directory, the office, the
// reminders, the announcements and the dashboard read. The server's SQL mirror is `standingSql` in
// db/member-filters.ts; a test seeds an account of every standing and checks that the two agree.

/**
 * A membership in force (active, lifetime, or a complimentary year the office gave), one that ran out (lapsed), an
 * account that joined and never paid (unpaid_joiner), one the office closed (deceased, resigned), or a duplicate
 * merged into another account (merged).
 */
export const standings = [
  "active",
  "lifetime",
  "complimentary",
  "lapsed",
  "unpaid_joiner",
  "deceased",
  "resigned",
  "merged",
] as const;
export type Standing = (typeof standings)[number];

/** The standings the office gives by closing an account: they outrank whatever the membership says. */
export const closedStandings = ["merged", "deceased", "resigned"] as const satisfies readonly Standing[];
export type ClosedStanding = (typeof closedStandings)[number];

/** The account's national membership and plan (null: none yet). */
export interface MembershipFacts {
  duesExpire: string | null;
  lifelong: boolean;
  /** The office gave the year ending on `duesExpire` without payment (its complimentary_year action). */
  complimentary: boolean;
}

export interface AccountFacts {
  deceasedOn: string | null;
  resignedOn: string | null;
  mergedIntoId: number | null;
  membership: MembershipFacts | null;
}

/** The standing the office gave the account by closing it, or null while it is open. */
export function closedStandingOf(
  account: Pick<AccountFacts, "deceasedOn" | "resignedOn" | "mergedIntoId">,
): ClosedStanding | null {
  if (account.mergedIntoId !== null) return "merged";
  if (account.deceasedOn !== null) return "deceased";
  if (account.resignedOn !== null) return "resigned";
  return null;
}

/** A national membership in force on `today` (YYYY-MM-DD): a lifelong plan, or dues running to today or later. */
export function membershipInForce(
  membership: Pick<MembershipFacts, "duesExpire" | "lifelong"> | null,
  today: string,
): boolean {
  if (membership === null) return false;
  return membership.lifelong || (membership.duesExpire !== null && membership.duesExpire >= today);
}

/**
 * Where the account stands on `today`. A complimentary year runs to its dues date like a paid one (the office's
 * complimentary_year sets the dues as a renewal would and marks the year): after that day the member is lapsed,
 * and a paid renewal clears the mark.
 */
export function standingOf(account: AccountFacts, today: string): Standing {
  const closed = closedStandingOf(account);
  if (closed !== null) return closed;
  const { membership } = account;
  if (membership?.lifelong) return "lifetime";
  if (membership && membershipInForce(membership, today))
    return membership.complimentary ? "complimentary" : "active";
  if (membership?.duesExpire) return "lapsed";
  return "unpaid_joiner";
}

/** The standings of the directory, the active-member counts and mail (docs/decisions.md: "in good standing"). */
export const goodStandings = ["active", "lifetime", "complimentary"] as const satisfies readonly Standing[];

export function inGoodStanding(standing: Standing): boolean {
  return (goodStandings as readonly Standing[]).includes(standing);
}

/** An account the office closed or merged signs in no more, by password, link or claim. */
export function maySignIn(standing: Standing): boolean {
  return !(closedStandings as readonly Standing[]).includes(standing);
}

/**
 * The standing as the member's own pages put it (membership_details' `standing`, the directory's refusal under
 * `membership`): in good standing, not started yet, or lapsed. A closed account never signs in to read it.
 */
export function memberFacingStanding(standing: Standing): MembershipStanding {
  if (inGoodStanding(standing)) return "active";
  return standing === "unpaid_joiner" ? "unpaid" : "lapsed";
}
