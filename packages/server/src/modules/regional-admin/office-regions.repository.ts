import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { regions } from "../geo/geo.schema.ts";
import { members } from "../members/members.schema.ts";
import { regionalMemberships } from "../memberships/memberships.schema.ts";
import { regionalPlans } from "../plans/plans.schema.ts";

// The office's view of the regions (issue 14): each with its plan, its administrators and its active members.
// regional-admin.service.ts writes who administers which region.

/** Every region by name (or only the region `code`), with its plan and how many members' regional dues run on. */
export function findRegionsOverview(db: Db, today: string, code?: string) {
  const activeMembers = sql<number>`(select count(distinct ${regionalMemberships.memberId})::int
    from ${regionalMemberships}
    join ${regionalPlans} on ${regionalPlans.id} = ${regionalMemberships.regionalPlanId}
    join ${members} on ${members.id} = ${regionalMemberships.memberId}
    where ${regionalPlans.regionId} = ${regions.id}
      and ${regionalMemberships.duesExpire} >= ${today}
      and ${members.deceasedOn} is null and ${members.resignedOn} is null and ${members.mergedIntoId} is null)`;
  return db
    .select({
      id: regions.id,
      code: regions.code,
      name: regions.name,
      planId: regionalPlans.id,
      planTitle: regionalPlans.title,
      planCost: regionalPlans.cost,
      planAssociateCost: regionalPlans.associateCost,
      planActive: regionalPlans.active,
      activeMembers,
    })
    .from(regions)
    .leftJoin(regionalPlans, eq(regionalPlans.regionId, regions.id))
    .where(code === undefined ? undefined : eq(regions.code, code))
    .orderBy(asc(regions.name));
}

/** Of these ids, the accounts that exist and were not merged into another. */
export async function findUnmergedAccountIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(inArray(members.id, ids), isNull(members.mergedIntoId)));
  return rows.map((row) => row.id);
}
