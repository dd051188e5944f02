import type { RenewalWindow } from "@club/domain/membership.schema";
import { type RegionalStatusFilter, renewedYear } from "@club/domain/search.schema";
import { type Placeholder, type SQL, sql } from "drizzle-orm";
import {
  members,
  nationalMemberships,
  nationalPlans,
  regionalMemberships,
  regionalPlans,
  regions,
} from "./schema.ts";

// Conditions on the members table that more than one module's queries share (the directory search, the regional
// administrator's search and export): here, so that no module reaches into another's repository for them.

/** A LIKE pattern that matches the text anywhere, case-insensitively, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function contains(column: SQL | unknown, text: string): SQL {
  return sql`lower(${column}) like ${containsPattern(text)}`;
}

/**
 * Who the directory lists (docs/decisions.md): members whose national dues run to today or later, or whose plan
 * is lifelong. Joiners who have not paid, lapsed members, and members the office marked deceased or resigned are
 * not listed. `today` may be a prepared query's placeholder.
 */
export function inGoodStanding(today: string | Placeholder): SQL {
  return sql`${members.deceasedOn} is null and ${members.resignedOn} is null and exists (
    select 1 from ${nationalMemberships}
    join ${nationalPlans} on ${nationalPlans.id} = ${nationalMemberships.nationalPlanId}
    where ${nationalMemberships.memberId} = ${members.id}
      and (${nationalMemberships.duesExpire} >= ${today} or ${nationalPlans.lifelong})
  )`;
}

/** Members with a regional membership in the region whose dues fit the condition. */
export function inRegion(regionCode: string, dues?: SQL): SQL {
  return sql`exists (select 1 from ${regionalMemberships}
    join ${regionalPlans} on ${regionalPlans.id} = ${regionalMemberships.regionalPlanId}
    join ${regions} on ${regions.id} = ${regionalPlans.regionId}
    where ${regionalMemberships.memberId} = ${members.id} and ${regions.code} = ${regionCode}
    ${dues ? sql`and ${dues}` : sql``})`;
}

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
