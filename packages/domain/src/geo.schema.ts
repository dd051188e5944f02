import { z } from "zod";

/** GET /api/v1/countries: country name to ISO code (spec §3). */
export const countriesSchema = z.record(z.string(), z.string());

/** GET /api/v1/regions?country_code=US: that country's states or provinces, name to ISO 3166-2 code. */
export const subdivisionsQuerySchema = z.object({
  countryCode: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter country code"),
});
export const subdivisionsSchema = z.record(z.string(), z.string());
