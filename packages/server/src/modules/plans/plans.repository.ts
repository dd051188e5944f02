import { and, asc, type Column, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { regions } from "../geo/geo.schema.ts";
import { nationalPlans, regionalPlans } from "./plans.schema.ts";

// A plan is offered when it is offered online and active; an inactive plan stays with the members on it
// (issue 14), but nobody may choose it when joining or renewing.
const offeredNationally = and(eq(nationalPlans.offeredOnline, true), eq(nationalPlans.active, true));

export function findOfferedNationalPlans(db: Db) {
  return db.select().from(nationalPlans).where(offeredNationally).orderBy(asc(nationalPlans.sortOrder));
}

export async function findOfferedNationalPlan(db: Db, id: number) {
  const [plan] = await db
    .select()
    .from(nationalPlans)
    .where(and(eq(nationalPlans.id, id), offeredNationally));
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
  regionId: regionalPlans.regionId,
  title: regionalPlans.title,
  regionName: regions.name,
  regionCode: regions.code,
  cost: regionalPlans.cost,
  associateCost: regionalPlans.associateCost,
};

/** The active regional plans (those of `ids` only, when given), by region name. */
export function findOfferedRegionalPlans(db: Db, ids?: number[]) {
  return db
    .select(regionalPlanColumns)
    .from(regionalPlans)
    .innerJoin(regions, eq(regions.id, regionalPlans.regionId))
    .where(and(eq(regionalPlans.active, true), ids ? inArray(regionalPlans.id, ids) : undefined))
    .orderBy(asc(regions.name));
}

// The office's changes (issue 14). Each plan row is locked for the caller's transaction before it changes, so
// two changes of one plan at once are made one after the other, and the trail's "before" is what was changed.

const sameTitle = (column: Column, title: string) => sql`lower(${column}) = lower(${title})`;

/** A national plan with this title, whatever its case (another than `exceptId`). */
export async function findNationalPlanByTitle(db: Db, title: string, exceptId?: number) {
  const [plan] = await db
    .select({ id: nationalPlans.id })
    .from(nationalPlans)
    .where(
      and(
        sameTitle(nationalPlans.title, title),
        exceptId === undefined ? undefined : ne(nationalPlans.id, exceptId),
      ),
    );
  return plan;
}

export async function lockNationalPlan(db: Db, id: number) {
  const [plan] = await db.select().from(nationalPlans).where(eq(nationalPlans.id, id)).for("update");
  return plan;
}

export async function insertNationalPlan(
  db: Db,
  values: Omit<typeof nationalPlans.$inferInsert, "sortOrder">,
) {
  const [plan] = await db
    .insert(nationalPlans)
    .values({
      ...values,
      // A new plan is listed after the others.
      sortOrder: sql`(select coalesce(max(${nationalPlans.sortOrder}), -1) + 1 from ${nationalPlans})`,
    })
    .returning();
  if (!plan) throw new Error("national plan not created");
  return plan;
}

export async function updateNationalPlan(
  db: Db,
  id: number,
  values: Partial<Omit<typeof nationalPlans.$inferInsert, "id" | "sortOrder">>,
) {
  const [plan] = await db.update(nationalPlans).set(values).where(eq(nationalPlans.id, id)).returning();
  if (!plan) throw new Error("national plan vanished while changing");
  return plan;
}

export async function findRegionByCode(db: Db, code: string) {
  const [region] = await db.select().from(regions).where(eq(regions.code, code));
  return region;
}

/** A regional plan with this title, whatever its case (another than `exceptId`). */
export async function findRegionalPlanByTitle(db: Db, title: string, exceptId?: number) {
  const [plan] = await db
    .select({ id: regionalPlans.id })
    .from(regionalPlans)
    .where(
      and(
        sameTitle(regionalPlans.title, title),
        exceptId === undefined ? undefined : ne(regionalPlans.id, exceptId),
      ),
    );
  return plan;
}

export async function findRegionalPlanOfRegion(db: Db, regionId: number) {
  const [plan] = await db
    .select({ id: regionalPlans.id })
    .from(regionalPlans)
    .where(eq(regionalPlans.regionId, regionId));
  return plan;
}

/** The regional plan with its region's code and name, locked for the caller's transaction. */
export async function lockRegionalPlan(db: Db, id: number) {
  const [plan] = await db
    .select({ plan: regionalPlans, regionCode: regions.code, regionName: regions.name })
    .from(regionalPlans)
    .innerJoin(regions, eq(regions.id, regionalPlans.regionId))
    .where(eq(regionalPlans.id, id))
    .for("update", { of: regionalPlans });
  return plan;
}

export async function insertRegionalPlan(db: Db, values: typeof regionalPlans.$inferInsert) {
  const [plan] = await db.insert(regionalPlans).values(values).returning();
  if (!plan) throw new Error("regional plan not created");
  return plan;
}

export async function updateRegionalPlan(
  db: Db,
  id: number,
  values: Partial<Omit<typeof regionalPlans.$inferInsert, "id" | "regionId">>,
) {
  const [plan] = await db.update(regionalPlans).set(values).where(eq(regionalPlans.id, id)).returning();
  if (!plan) throw new Error("regional plan vanished while changing");
  return plan;
}

export type RegionalPlanRow = typeof regionalPlans.$inferSelect;

export type NationalPlanRow = typeof nationalPlans.$inferSelect;
