import { and, asc, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inGoodStanding } from "../../db/member-filters.ts";
import { makes } from "../makes/makes.schema.ts";
import { members } from "../members/members.schema.ts";
import { vehicles } from "./vehicles.schema.ts";

// Issue 27: the registry in numbers, each figure one GROUP BY over the cars. Every car counts whoever has it (a car
// in no garage too) but a destroyed one; "with current members" counts the cars whose owner is in good standing, as
// the directory lists them (db/member-filters.ts), read once per query as a join rather than per car.

/** The cars the numbers count: a destroyed car keeps its record but is no longer on the road. */
const counted = ne(vehicles.status, "destroyed");

/** The car's owner when their membership is current on `today`: no row for a lapsed owner or a car in no garage. */
const currentOwner = (today: string): SQL =>
  and(eq(members.id, vehicles.memberId), inGoodStanding(today)) as SQL;

const counts = { cars: count(vehicles.id), withCurrentMembers: count(members.id) };

/**
 * Every make with cars, most cars first (then by name); or, with `makeId`, that make's row, cars or none (no row:
 * no such make).
 */
export function countCarsByMake(db: Db, today: string, makeId?: number) {
  return db
    .select({ makeId: makes.id, make: makes.name, ...counts })
    .from(makes)
    .leftJoin(vehicles, and(eq(vehicles.makeId, makes.id), counted))
    .leftJoin(members, currentOwner(today))
    .where(makeId === undefined ? undefined : eq(makes.id, makeId))
    .groupBy(makes.id)
    .having(makeId === undefined ? sql`${counts.cars} > 0` : undefined)
    .orderBy(desc(counts.cars), asc(makes.name));
}

/** One make's cars by model and year: model A–Z (whatever its case), then year. */
export function countCarsByModel(db: Db, today: string, makeId: number) {
  return db
    .select({ model: vehicles.model, year: vehicles.year, ...counts })
    .from(vehicles)
    .leftJoin(members, currentOwner(today))
    .where(and(eq(vehicles.makeId, makeId), counted))
    .groupBy(vehicles.model, vehicles.year)
    .orderBy(sql`lower(${vehicles.model})`, asc(vehicles.model), asc(vehicles.year));
}
