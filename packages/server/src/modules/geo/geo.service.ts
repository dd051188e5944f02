import type { AppContext } from "../../lib/app-context.ts";
import { findCountries, findSubdivisions } from "./geo.repository.ts";

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
