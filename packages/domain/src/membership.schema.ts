import { z } from "zod";

const isoDate = z.iso.date();

export const renewalWindowSchema = z.object({ start: isoDate, end: isoDate });
export type RenewalWindow = z.infer<typeof renewalWindowSchema>;

export const regionalMembershipSchema = z.object({
  id: z.number().int(),
  regionName: z.string(),
  regionCode: z.string(),
  duesExpire: isoDate.nullable(),
  associate: z.boolean(),
});
export type RegionalMembership = z.infer<typeof regionalMembershipSchema>;

/**
 * Where a member stands, as their own pages put it (`memberFacingStanding` in standing.rules.ts): "active" in good
 * standing (active, lifetime, complimentary); "unpaid" before a first payment (a joiner); "lapsed" otherwise.
 */
export const membershipStandingSchema = z.enum(["active", "unpaid", "lapsed"]);
export type MembershipStanding = z.infer<typeof membershipStandingSchema>;

/** GET /api/v1/members/membership_details (spec §3): the national membership fields, flattened. */
export const membershipDetailsSchema = z.object({
  id: z.number().int().nullable(),
  memberNo: z.number().int(),
  nationalPlanName: z.string().nullable(),
  yearJoined: z.number().int().nullable(),
  duesExpire: isoDate.nullable(),
  datePaid: isoDate.nullable(),
  amountPaid: z.number().int().nullable(),
  renewalDate: isoDate.nullable(),
  museumMembershipLevel: z.number().int(),
  lifelong: z.boolean(),
  /** Our addition: the directory is open only to "active" members, so the web can say why up front. */
  standing: membershipStandingSchema,
  regionalAdministrator: z.boolean(),
  renewalWindow: renewalWindowSchema,
  regionalMemberships: z.array(regionalMembershipSchema),
  associate: z
    .object({ firstName: z.string(), lastName: z.string(), regionalMemberships: z.array(z.string()) })
    .nullable(),
});
export type MembershipDetails = z.infer<typeof membershipDetailsSchema>;
