import { z } from "zod";
import { profileSchema } from "./member.schema.ts";

// The office roles and the signed-in account's own profile, apart from the office's schemas: every page's first
// load reads them (issue 25: /login within 150 KB of JavaScript), the office's member lists and record do not.

export const officeRoles = ["office_staff", "office_admin"] as const;
export type OfficeRole = (typeof officeRoles)[number];

/**
 * What a session may do (issue 39): a password sign-in (or a claimed account) everything its account may; a renewal
 * link's session only sees and pays its renewal.
 */
export const sessionScopes = ["full", "renewal"] as const;
export type SessionScope = (typeof sessionScopes)[number];
/** How a session began (issue 43): kept with it, shown in the member's own data. */
export const signInMethods = ["password", "code", "code_link", "mailed_link", "passkey"] as const;
export type SignInMethod = (typeof signInMethods)[number];
export const signInMethodWords: Record<SignInMethod, string> = {
  password: "Password",
  code: "A code e-mailed to you",
  code_link: "The link e-mailed with a code",
  mailed_link: "A link from an e-mail (renewal or claim)",
  passkey: "A passkey",
};

/**
 * The signed-in account's own profile (sign-in, GET /members/profile, PUT /members/{id}), with its office role (the
 * header shows the Office entry from it) and its session's scope.
 */
export const ownProfileSchema = profileSchema.extend({
  officeRole: z.enum(officeRoles).nullable(),
  /** The session's scope: the web shows a renewal link's session the renewal only. */
  sessionScope: z.enum(sessionScopes),
  /** Issue 43: whether the account has a password (a joiner may have none and sign in with codes by e-mail). */
  hasPassword: z.boolean(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;
