import { type SQL, sql } from "drizzle-orm";
import { members, nationalMemberships, nationalPlans } from "../../db/schema.ts";

/** A LIKE pattern that matches the text anywhere, case-insensitively, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function contains(column: SQL | unknown, text: string): SQL {
  return sql`lower(${column}) like ${containsPattern(text)}`;
}

/**
 * Who the directory lists (docs/decisions.md): members whose national dues run to today or later, or whose plan
 * is lifelong. Joiners who have not paid and lapsed members are not listed.
 */
export function inGoodStanding(today: string): SQL {
  return sql`exists (
    select 1 from ${nationalMemberships}
    join ${nationalPlans} on ${nationalPlans.id} = ${nationalMemberships.nationalPlanId}
    where ${nationalMemberships.memberId} = ${members.id}
      and (${nationalMemberships.duesExpire} >= ${today} or ${nationalPlans.lifelong})
  )`;
}
