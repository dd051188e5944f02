import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { regions } from "../geo/geo.schema.ts";
import { nationalPlans, regionalPlans } from "./plans.schema.ts";

// The office's lists of plans (issue 14): every plan, offered or not, active or not. plans.service.ts writes them.

/** Every national plan in the order the join form lists them (or only the plan `id`). */
export function findNationalPlansForOffice(db: Db, id?: number) {
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
    })
    .from(nationalPlans)
    .where(id === undefined ? undefined : eq(nationalPlans.id, id))
    .orderBy(asc(nationalPlans.sortOrder), asc(nationalPlans.id));
}

/** Every regional plan by region name (or only the plan `id`). */
export function findRegionalPlansForOffice(db: Db, id?: number) {
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
    })
    .from(regionalPlans)
    .innerJoin(regions, eq(regions.id, regionalPlans.regionId))
    .where(id === undefined ? undefined : eq(regionalPlans.id, id))
    .orderBy(asc(regions.name));
}
