import { z } from "zod";
import { singleLineTextSchema, textSchema } from "./fields.schema.ts";
import { termStates } from "./officer-terms.rules.ts";

// Issue 42: a zone is a group of regions the office defines (the Porsche Club of America has 148 regions in 14
// zones). A region belongs to one zone at most.

export const zoneMessages = {
  nameRequired: "Give the zone a name",
  nameTooLong: "Name is too long (60 characters at most)",
  nameTaken: "Another zone has that name",
  unknownRegion: (code: string) => `No region has the code ${code}`,
  tooManyRegions: "A zone holds 500 regions at most",
  nothingToChange: "Give a new name or the zone's regions",
  hasTerms: "Members have held this zone's offices: it is part of the club's history and is not deleted",
  overlaps: "The member already holds this office in the zone for some of those days",
};

const nameSchema = singleLineTextSchema({ error: zoneMessages.nameRequired })
  .trim()
  .min(1, { error: zoneMessages.nameRequired })
  .max(60, { error: zoneMessages.nameTooLong });

const regionCodesSchema = z
  .array(textSchema().trim().min(1).max(10).toUpperCase())
  .max(500, { error: zoneMessages.tooManyRegions });

/** POST /api/v1/office/zones: a zone and, if given, its regions (each taken out of the zone it was in). */
export const zoneInputSchema = z.object({ name: nameSchema, regions: regionCodesSchema.default([]) });
export type ZoneInput = z.output<typeof zoneInputSchema>;

/** PATCH /api/v1/office/zones/{id}: a new name, the zone's whole list of regions, or both. */
export const zoneUpdateSchema = z
  .object({ name: nameSchema.optional(), regions: regionCodesSchema.optional() })
  .refine((update) => update.name !== undefined || update.regions !== undefined, {
    error: zoneMessages.nothingToChange,
    path: ["name"],
  });
export type ZoneUpdate = z.output<typeof zoneUpdateSchema>;

export const zoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  regions: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type Zone = z.infer<typeof zoneSchema>;

/** Issue 42: a zone's officer's term as the office reads it (POST …/zones/{id}/terms takes officerTermInputSchema). */
export const zoneTermSchema = z.object({
  id: z.number().int(),
  zoneId: z.number().int(),
  office: z.object({ id: z.number().int(), key: z.string().nullable(), title: z.string() }),
  member: z.object({ memberId: z.number().int(), memberNo: z.number().int(), name: z.string() }),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  state: z.enum(termStates),
});
export type ZoneTerm = z.infer<typeof zoneTermSchema>;

/** GET /api/v1/regional_administrators/zones (issue 42): the zones whose every region the member administers. */
export const administeredZonesSchema = z.object({ zones: z.array(zoneSchema) });
