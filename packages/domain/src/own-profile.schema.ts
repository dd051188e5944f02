import { z } from "zod";
import { profileSchema } from "./member.schema.ts";

// The office roles and the signed-in account's own profile, apart from the office's schemas: every page's first
// load reads them (issue 25: /login within 150 KB of JavaScript), the office's member lists and record do not.

export const officeRoles = ["office_staff", "office_admin"] as const;
export type OfficeRole = (typeof officeRoles)[number];

/**
 * The signed-in account's own profile (sign-in, GET /members/profile, PUT /members/{id}), with its office role: the
 * header shows the Office entry from it.
 */
export const ownProfileSchema = profileSchema.extend({ officeRole: z.enum(officeRoles).nullable() });
export type OwnProfile = z.infer<typeof ownProfileSchema>;
