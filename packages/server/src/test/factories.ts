import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import { members } from "../db/schema.ts";
import { hashPassword } from "../lib/passwords.ts";

export const testPassword = "Vintage-Motor-1931";

let sequence = 0;

/** A member who can sign in with `testPassword` (or the given one). */
export async function createMember(
  db: Db,
  overrides: Partial<typeof members.$inferInsert> & { password?: string } = {},
) {
  sequence += 1;
  const { password = testPassword, ...values } = overrides;
  const [member] = await db
    .insert(members)
    .values({
      email: `member${sequence}@example.net`,
      firstName: "Ada",
      lastName: `Tester${sequence}`,
      passwordHash: await hashPassword(password),
      ...values,
    })
    .returning();
  if (!member) throw new Error("member not created");
  return { ...member, password };
}

/** Signs in through the API and returns the bearer token. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = testPassword,
  rememberMe = false,
) {
  const response = await app.inject({
    method: "POST",
    url: "/api/v1/members/login",
    payload: { member: { email, password, remember_me: rememberMe } },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return (response.headers.authorization as string).replace(/^Bearer /, "");
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let joinSequence = 0;

/** A complete join request as the wizard sends it (snake_case), with the given changes. */
export function joinPayload(changes: Record<string, unknown> = {}) {
  joinSequence += 1;
  return {
    member: {
      first_name: "Clara",
      last_name: "Benton",
      address_line1: "12 Elm Street",
      city: "Springfield",
      state: "US-IL",
      zip_code: "62701",
      country: "US",
      publication_preferences: 1,
      email: `joiner${joinSequence}-${Date.now()}@example.net`,
      password: "Joining-Club-1934",
      password_confirmation: "Joining-Club-1934",
      national_plan: 1,
      associate: null,
      regional_plans: [],
      club_donation: false,
      educational_foundation: false,
      museum: false,
      museum_membership_level: 0,
      ...changes,
    },
  };
}
