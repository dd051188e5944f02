import { z } from "zod";
import { idParamSchema } from "./fields.schema.ts";

// Issue 27: the registry in numbers. How many cars the club's registry holds by make (and one make's by model and
// year), and how many of them are in the garage of a member whose membership is current. A destroyed car stays in
// the registry but is not counted; a disputed one is.

/** GET /api/v1/registry/stats: all makes, or one (make_id). */
export const registryStatsQuerySchema = z.object({
  makeId: z.preprocess((value) => (value === "" ? undefined : value), idParamSchema.optional()),
});
export type RegistryStatsQuery = z.output<typeof registryStatsQuerySchema>;

const countsShape = {
  cars: z.number().int(),
  /** The cars whose owner is a member in good standing (not a lapsed member's, nor a car in no garage). */
  withCurrentMembers: z.number().int(),
};
export const registryCountsSchema = z.object(countsShape);
export type RegistryCounts = z.infer<typeof registryCountsSchema>;

export const registryMakeCountsSchema = z.object({
  makeId: z.number().int(),
  make: z.string(),
  ...countsShape,
});
export type RegistryMakeCounts = z.infer<typeof registryMakeCountsSchema>;

export const registryModelCountsSchema = z.object({
  model: z.string(),
  year: z.number().int(),
  ...countsShape,
});
export type RegistryModelCounts = z.infer<typeof registryModelCountsSchema>;

/**
 * Without a make: every make with cars, most cars first, and no models. With one: that make's row, its cars by
 * model and year (model A–Z, then year). The totals are those of the makes listed.
 */
export const registryStatsSchema = z.object({
  makes: z.array(registryMakeCountsSchema),
  models: z.array(registryModelCountsSchema).nullable(),
  totals: registryCountsSchema,
});
export type RegistryStats = z.infer<typeof registryStatsSchema>;
