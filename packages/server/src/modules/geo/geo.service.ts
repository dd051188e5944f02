import type { Db } from "../../db/client.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { findAllSubdivisions, findCountries, findRegionByCode, findSubdivisions } from "./geo.repository.ts";

/** A region by its code, in any case (issue 42: its money, its page); undefined when no region has it. */
export function regionByCode(context: Pick<AppContext, "db">, code: string) {
  return findRegionByCode(context.db, code);
}

const byName = (rows: { name: string; code: string }[]) =>
  Object.fromEntries(rows.map((row) => [row.name, row.code]));

/** Countries: name to ISO 3166-1 code, in name order. */
export async function listCountries(context: AppContext): Promise<Record<string, string>> {
  return byName(await findCountries(context.db));
}

/** A country's states or provinces: name to ISO 3166-2 code, in name order. */
export async function listSubdivisions(
  context: AppContext,
  countryCode: string,
): Promise<Record<string, string>> {
  return byName(await findSubdivisions(context.db, countryCode));
}

/** The names people read for the ISO codes addresses hold ("US-IL" is Illinois); an unknown code stays as it is. */
export interface PlaceNames {
  country: (code: string | null) => string | null;
  state: (code: string | null) => string | null;
}

// Reference data, written only by the seed: read once per database and kept, so naming costs no round trip.
const placeNamesByDb = new WeakMap<Db, Promise<PlaceNames>>();

async function loadPlaceNames(db: Db): Promise<PlaceNames> {
  const [countryRows, subdivisionRows] = await Promise.all([findCountries(db), findAllSubdivisions(db)]);
  const countries = new Map(countryRows.map((row) => [row.code, row.name]));
  const states = new Map(subdivisionRows.map((row) => [row.code, row.name]));
  return {
    country: (code) => (code ? (countries.get(code) ?? code) : null),
    state: (code) => (code ? (states.get(code) ?? code) : null),
  };
}

export function getPlaceNames(context: AppContext): Promise<PlaceNames> {
  let names = placeNamesByDb.get(context.db);
  if (!names) {
    names = loadPlaceNames(context.db);
    placeNamesByDb.set(context.db, names);
    // A failed read is tried again by the next request rather than kept.
    names.catch(() => placeNamesByDb.delete(context.db));
  }
  return names;
}
