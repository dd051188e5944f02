import { z } from "zod";
import { idSchema, multiLineTextSchema, textSchema } from "./fields.schema.ts";

// The club office's regions (issue 14): who administers each region (spec §6: an administrator sees the region's
// reports). The office changes the list; the member gets or loses the administrator pages at their next request.

export const officeRegionMessages = {
  memberIdsRequired: "Give the list of administrators' member ids (an empty list removes them all)",
  memberIdInvalid: "Each administrator is a member id (a whole number)",
  tooMany: "A region has at most 20 administrators",
  reasonTooLong: "Reason is too long (500 characters at most)",
  unknownMembers: (ids: number[]) =>
    `No member account has ${ids.length === 1 ? "the id" : "the ids"} ${ids.join(", ")} (or it was merged into another)`,
};

export const maxRegionAdministrators = 20;

export const regionAdministratorSchema = z.object({
  memberId: z.number().int(),
  memberNo: z.number().int(),
  name: z.string(),
});
export type RegionAdministrator = z.infer<typeof regionAdministratorSchema>;

/** GET /api/v1/office/regions: every region with its plan, its administrators and its active members. */
export const officeRegionSchema = z.object({
  code: z.string(),
  name: z.string(),
  plan: z
    .object({
      id: z.number().int(),
      title: z.string(),
      cost: z.number().int(),
      associateCost: z.number().int(),
      active: z.boolean(),
    })
    .nullable(),
  administrators: z.array(regionAdministratorSchema),
  /** Members whose regional dues run to today or later (not deceased, resigned or merged). */
  activeMembers: z.number().int(),
});
export type OfficeRegion = z.infer<typeof officeRegionSchema>;

/** PUT /api/v1/office/regions/{code}/administrators: the whole new list (it replaces the old one), and why. */
export const regionAdministratorsInputSchema = z.object({
  memberIds: z
    .array(idSchema({ error: officeRegionMessages.memberIdInvalid }), {
      error: officeRegionMessages.memberIdsRequired,
    })
    .max(maxRegionAdministrators, { error: officeRegionMessages.tooMany }),
  reason: multiLineTextSchema()
    .trim()
    .max(500, { error: officeRegionMessages.reasonTooLong })
    .optional()
    .transform((value) => value || undefined),
});
export type RegionAdministratorsInput = z.output<typeof regionAdministratorsInputSchema>;

/** A region's code in a path: GI, UM, CAN. */
export const regionCodeParamSchema = textSchema().trim().min(1).max(10).toUpperCase();
