import type { AppContext } from "../../lib/app-context.ts";
import {
  deleteNationalMemberships,
  deleteRegionalMembershipsExcept,
  deleteRegionalMembershipsOf,
  insertRegionalMemberships,
  type NationalMembershipRow,
  type RegionalMembershipRow,
  upsertNationalMemberships,
} from "./membership-import.repository.ts";

// Issue 16: what a roster import writes to national and regional memberships, a batch at a time, in the import's
// transaction (`context.db`). No invoice and no mail: the roster says what each member already has.

export type { NationalMembershipRow, RegionalMembershipRow };

/** Creates each member's national membership, or replaces its plan, dues and year joined. */
export function saveImportedNationalMemberships(
  context: Pick<AppContext, "db" | "now">,
  rows: NationalMembershipRow[],
) {
  return upsertNationalMemberships(context.db, rows, context.now());
}

/** Undo: a member who had no national membership before the import has none again. */
export function removeNationalMemberships(context: Pick<AppContext, "db">, memberIds: number[]) {
  return deleteNationalMemberships(context.db, memberIds);
}

/** Adds regional memberships; one a member already has is left as it is. */
export function addImportedRegionalMemberships(
  context: Pick<AppContext, "db" | "now">,
  rows: RegionalMembershipRow[],
) {
  return insertRegionalMemberships(context.db, rows, context.now());
}

/** The member's regional memberships become those of `keep` (kept as they are) and nothing else. */
export function keepRegionalMemberships(context: Pick<AppContext, "db">, memberId: number, keep: number[]) {
  return deleteRegionalMembershipsExcept(context.db, memberId, keep);
}

/** Undo: these members have no regional membership any more, before those they had are added back. */
export function removeRegionalMemberships(context: Pick<AppContext, "db">, memberIds: number[]) {
  return deleteRegionalMembershipsOf(context.db, memberIds);
}
