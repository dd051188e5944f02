import { z } from "zod";

// spec §3: publication delivery options.
export const publicationPreferences = {
  0: "All publications in print by mail",
  1: "Print magazine by mail and bulletin by email",
  2: "All publications digital by email",
} as const;

export const seniorCategories = ["None", "Senior", "Senior Premier"] as const;

const optionalText = z.string().nullable();

/** The member's own record as GET /api/v1/members/profile returns it (spec §3). */
export const profileSchema = z.object({
  id: z.number().int(),
  memberNo: z.number().int(),
  prefix: optionalText,
  firstName: z.string(),
  lastName: z.string(),
  suffix: optionalText,
  company: optionalText,
  email: z.string(),
  addressLine1: optionalText,
  addressLine2: optionalText,
  city: optionalText,
  state: optionalText,
  zipCode: optionalText,
  country: optionalText,
  businessPhone: optionalText,
  cellPhone: optionalText,
  residentialPhone: optionalText,
  publicationPreferences: z.number().int().min(0).max(2),
  referrerName: optionalText,
  seniorCategory: z.enum(seniorCategories).nullable(),
  seniorNumber: optionalText,
});
export type Profile = z.infer<typeof profileSchema>;
