import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { countries, regions, subdivisions } from "./geo.schema.ts";

export async function findRegionByCode(db: Db, code: string) {
  const [region] = await db
    .select({ id: regions.id, code: regions.code, name: regions.name })
    .from(regions)
    .where(eq(regions.code, code.toUpperCase()));
  return region;
}

export function findCountries(db: Db) {
  return db.select().from(countries).orderBy(asc(countries.name));
}

export function findSubdivisions(db: Db, countryCode: string) {
  return db
    .select()
    .from(subdivisions)
    .where(eq(subdivisions.countryCode, countryCode))
    .orderBy(asc(subdivisions.name));
}

/** Every state and province, for naming the codes members' addresses hold. */
export function findAllSubdivisions(db: Db) {
  return db.select({ code: subdivisions.code, name: subdivisions.name }).from(subdivisions);
}
