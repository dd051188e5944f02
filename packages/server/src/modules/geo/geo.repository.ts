import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { countries, subdivisions } from "./geo.schema.ts";

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
