import type { RenewalWindow } from "@club/domain/membership.schema";
import { type RegionalStatusFilter, renewedYear } from "@club/domain/search.schema";
import { type SQL, sql } from "drizzle-orm";
import { regionalMemberships } from "../../db/schema.ts";
import { inRegion } from "../search/members-search.repository.ts";

/**
 * Members of a region by the status of their regional membership (spec §9): all; current (dues run to today or
 * later); renewed for the coming year ("Renewed {year}"); not renewed for it.
 */
export function regionalStatus(
  regionCode: string,
  filter: RegionalStatusFilter,
  today: string,
  window: RenewalWindow,
): SQL {
  const renewedThrough = `${renewedYear(today, window)}-12-31`;
  const dues = regionalMemberships.duesExpire;
  switch (filter) {
    case "all_members":
      return inRegion(regionCode);
    case "current_members":
      return inRegion(regionCode, sql`${dues} >= ${today}`);
    case "renewed_members":
      return inRegion(regionCode, sql`${dues} >= ${renewedThrough}`);
    case "not_renewed_members":
      return inRegion(regionCode, sql`${dues} < ${renewedThrough}`);
  }
}
