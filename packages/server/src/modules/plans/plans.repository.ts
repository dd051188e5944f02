import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { nationalPlans, regionalPlans, regions } from "../../db/schema.ts";

export function findOfferedNationalPlans(db: Db) {
  return db
    .select()
    .from(nationalPlans)
    .where(eq(nationalPlans.offeredOnline, true))
    .orderBy(asc(nationalPlans.sortOrder));
}

export async function findOfferedNationalPlan(db: Db, id: number) {
  const [plan] = await db
    .select()
    .from(nationalPlans)
    .where(and(eq(nationalPlans.id, id), eq(nationalPlans.offeredOnline, true)));
  return plan;
}

/** Any national plan, offered online or not (the office may put a member on the LIFE plan). */
export async function findNationalPlan(db: Db, id: number) {
  const [plan] = await db.select().from(nationalPlans).where(eq(nationalPlans.id, id));
  return plan;
}

export async function findLifelongPlan(db: Db) {
  const [plan] = await db
    .select()
    .from(nationalPlans)
    .where(eq(nationalPlans.lifelong, true))
    .orderBy(asc(nationalPlans.sortOrder))
    .limit(1);
  return plan;
}

const regionalPlanColumns = {
  id: regionalPlans.id,
  title: regionalPlans.title,
  regionName: regions.name,
  regionCode: regions.code,
  cost: regionalPlans.cost,
  associateCost: regionalPlans.associateCost,
};

export function findRegionalPlans(db: Db, ids?: number[]) {
  return db
    .select(regionalPlanColumns)
    .from(regionalPlans)
    .innerJoin(regions, eq(regions.id, regionalPlans.regionId))
    .where(ids ? inArray(regionalPlans.id, ids) : undefined)
    .orderBy(asc(regions.name));
}

export type NationalPlanRow = typeof nationalPlans.$inferSelect;
