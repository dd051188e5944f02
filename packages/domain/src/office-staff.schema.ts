import { z } from "zod";
import { emailSchema, singleLineTextSchema } from "./fields.schema.ts";
import { officePageSchema } from "./office.schema.ts";
import { officeRoles } from "./own-profile.schema.ts";

// The club office's own accounts (issue 14, office administrators only): who works at the desk with which role, and
// whether their second sign-in step is set up. A role is given to an account (a member's, or one made for a
// volunteer who is not a member) and taken away without touching the account.

export const officeStaffMessages = {
  roleRequired: "Role must be office_staff or office_admin",
  nameForNewAccount: "No account has this e-mail address: give a first and last name to make one",
  nameTooLong: "Name is too long (100 characters at most)",
  ownRole: "You cannot remove or lower your own role: ask another office administrator",
  lastAdmin: "This is the last office administrator: make someone else an administrator first",
  merged: "This account was merged into another one: give the role to that one",
};

const nameSchema = singleLineTextSchema()
  .trim()
  .max(100, { error: officeStaffMessages.nameTooLong })
  .optional()
  .transform((value) => value || undefined);

const roleSchema = z.enum(officeRoles, { error: officeStaffMessages.roleRequired });

/** GET /api/v1/office/staff: one office account. */
export const staffMemberSchema = z.object({
  memberId: z.number().int(),
  memberNo: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(officeRoles),
  /** The authenticator app is set up (confirmed with a code). */
  twoFactorEnrolled: z.boolean(),
  /** When the account got an office role (ISO time). */
  since: z.string(),
  /** What the administrator asking may do to this account (issue 39): not lower or remove their own role. */
  policies: z.object({ changeRole: z.boolean() }),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET /api/v1/office/staff?page=: by name, 50 a page. */
export const staffListSchema = officePageSchema(staffMemberSchema);
export type StaffList = z.infer<typeof staffListSchema>;

/**
 * POST /api/v1/office/staff: the role for the account with this e-mail address; without one, a new account with
 * the names given, whose owner sets a password with "Forgot your password?".
 */
export const staffInputSchema = z.object({
  email: emailSchema,
  role: roleSchema,
  firstName: nameSchema,
  lastName: nameSchema,
});
export type StaffInput = z.output<typeof staffInputSchema>;

/** The reply of POST /api/v1/office/staff: the account with its role, and whether it was made just now. */
export const staffAddedSchema = z.object({ staff: staffMemberSchema, created: z.boolean() });

/** PUT /api/v1/office/staff/{member_id}: another role for an office account. */
export const staffRoleInputSchema = z.object({ role: roleSchema });
