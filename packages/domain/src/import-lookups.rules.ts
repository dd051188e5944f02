import type { ImportLookups } from "./import-row.rules.ts";

// Issue 16: the look-ups the row rules need, built once per import from the portal's reference tables. Keys ignore
// case, accents, spaces and punctuation, so "U.S.A.", "usa" and "U S A" are one key.

export interface ImportReference {
  countries: { code: string; name: string }[];
  subdivisions: { code: string; countryCode: string; name: string }[];
  nationalPlans: { id: number; title: string; lifelong: boolean }[];
  /** Each region's plan, with the region's code and name. */
  regionalPlans: { id: number; title: string; regionCode: string; regionName: string }[];
  makes: { id: number; name: string }[];
}

/** Names other systems write for a country, beyond the ISO names of the countries table. */
export const countryAliases: Record<string, string> = {
  usa: "US",
  "united states": "US",
  "united states of america": "US",
  america: "US",
  uk: "GB",
  "united kingdom": "GB",
  "great britain": "GB",
  britain: "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "northern ireland": "GB",
  holland: "NL",
  "the netherlands": "NL",
  netherlands: "NL",
  deutschland: "DE",
  "west germany": "DE",
  eire: "IE",
  "republic of ireland": "IE",
  "south korea": "KR",
  korea: "KR",
  russia: "RU",
  "czech republic": "CZ",
  czechia: "CZ",
  uae: "AE",
  "the bahamas": "BS",
  bahamas: "BS",
  "new zealand": "NZ",
  australia: "AU",
  canada: "CA",
  mexico: "MX",
  "puerto rico": "PR",
};

export function lookupKey(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]/g, "");
}

function keyed<T>(entries: [string, T][]): Map<string, T> {
  const map = new Map<string, T>();
  for (const [text, value] of entries) {
    const key = lookupKey(text);
    if (key !== "" && !map.has(key)) map.set(key, value);
  }
  return map;
}

/** "Greater Illinois Region" and "Greater Illinois" are one region; so are "Regular Membership" and "Regular". */
const withoutWord = (text: string, word: RegExp) => text.replace(word, "").trim();
const regionWord = /\s+(region|chapter)$/i;
const planWord = /\s+(membership|member)$/i;

export function createImportLookups(reference: ImportReference): ImportLookups {
  const knownCountries = new Set(reference.countries.map((country) => country.code));
  const countries = keyed<string>([
    ...reference.countries.flatMap((c): [string, string][] => [
      [c.code, c.code],
      [c.name, c.code],
    ]),
    ...Object.entries(countryAliases).filter(([, code]) => knownCountries.has(code)),
  ]);
  const subdivisions = keyed<string>(
    reference.subdivisions.flatMap((s): [string, string][] => [
      [s.code, s.code],
      [`${s.countryCode} ${s.code.slice(s.code.indexOf("-") + 1)}`, s.code],
      [`${s.countryCode} ${s.name}`, s.code],
    ]),
  );
  const countriesWithSubdivisions = new Set(reference.subdivisions.map((s) => s.countryCode));
  const plans = keyed(
    reference.nationalPlans.flatMap((p): [string, { id: number; lifelong: boolean }][] => [
      [p.title, { id: p.id, lifelong: p.lifelong }],
      [withoutWord(p.title, planWord), { id: p.id, lifelong: p.lifelong }],
    ]),
  );
  const regions = keyed(
    reference.regionalPlans.flatMap((r): [string, number][] => [
      [r.regionCode, r.id],
      [r.regionName, r.id],
      [withoutWord(r.regionName, regionWord), r.id],
      [r.title, r.id],
    ]),
  );
  const makes = keyed(reference.makes.map((m): [string, number] => [m.name, m.id]));
  return {
    countryCode: (text) => countries.get(lookupKey(text)) ?? null,
    subdivisionCode: (country, text) => {
      const code = subdivisions.get(lookupKey(`${country} ${text}`)) ?? subdivisions.get(lookupKey(text));
      return code?.startsWith(`${country}-`) ? code : null;
    },
    hasSubdivisions: (country) => countriesWithSubdivisions.has(country),
    nationalPlan: (text) =>
      plans.get(lookupKey(text)) ?? plans.get(lookupKey(withoutWord(text, planWord))) ?? null,
    regionalPlan: (text) =>
      regions.get(lookupKey(text)) ?? regions.get(lookupKey(withoutWord(text, regionWord))) ?? null,
    makeId: (text) => makes.get(lookupKey(text)) ?? null,
  };
}
