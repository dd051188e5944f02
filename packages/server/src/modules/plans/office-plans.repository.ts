import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { regions } from "../geo/geo.schema.ts";
import { nationalMemberships, regionalMemberships } from "../memberships/memberships.schema.ts";
import { nationalPlans, regionalPlans } from "./plans.schema.ts";

// The office's lists of plans (issue 14): every plan, offered or not, active or not, with how many members hold it.
// plans.service.ts writes them.

// The outer plan's id, named with its table: in a query of one table Drizzle leaves columns unqualified, and inside
// the subquery a bare "id" would be the membership's.
const outerId = (table: string) => sql`${sql.identifier(table)}.${sql.identifier("id")}`;

const nationalMembers = sql<number>`(select count(*)::int from ${nationalMemberships}
  where ${nationalMemberships.nationalPlanId} = ${outerId("national_plans")})`;

const regionalMembers = sql<number>`(select count(*)::int from ${regionalMemberships}
  where ${regionalMemberships.regionalPlanId} = ${outerId("regional_plans")})`;

/** Every national plan in the order the join form lists them (or only the plan `id`). */
export function findNationalPlansWithMembers(db: Db, id?: number) {
  return db
    .select({
      id: nationalPlans.id,
      title: nationalPlans.title,
      description: nationalPlans.description,
      cost: nationalPlans.cost,
      associatePlanTitle: nationalPlans.associatePlanTitle,
      associatePlanCost: nationalPlans.associatePlanCost,
      lifelong: nationalPlans.lifelong,
      offeredOnline: nationalPlans.offeredOnline,
      active: nationalPlans.active,
      members: nationalMembers,
    })
    .from(nationalPlans)
    .where(id === undefined ? undefined : eq(nationalPlans.id, id))
    .orderBy(asc(nationalPlans.sortOrder), asc(nationalPlans.id));
}

/** Every regional plan by region name (or only the plan `id`). */
export function findRegionalPlansWithMembers(db: Db, id?: number) {
  return db
    .select({
      id: regionalPlans.id,
      regionCode: regions.code,
      regionName: regions.name,
      title: regionalPlans.title,
      description: regionalPlans.description,
      cost: regionalPlans.cost,
      associateCost: regionalPlans.associateCost,
      active: regionalPlans.active,
      members: regionalMembers,
    })
    .from(regionalPlans)
    .innerJoin(regions, eq(regions.id, regionalPlans.regionId))
    .where(id === undefined ? undefined : eq(regionalPlans.id, id))
    .orderBy(asc(regions.name));
}
