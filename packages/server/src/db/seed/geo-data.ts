import { iso31661, iso31662 } from "iso-3166";

/** Countries and their first-level subdivisions (states, provinces) from the maintained ISO 3166 package. */
export function isoCountries() {
  return iso31661.map((country) => ({ code: country.alpha2, name: country.name }));
}

export function isoSubdivisions() {
  const countryCodes = new Set(iso31661.map((country) => country.alpha2));
  return iso31662
    .filter((subdivision) => countryCodes.has(subdivision.parent))
    .map((subdivision) => ({
      code: subdivision.code,
      countryCode: subdivision.parent,
      name: subdivision.name,
    }));
}
