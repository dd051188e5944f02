import { and, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { nationalMemberships } from "../memberships/memberships.schema.ts";
import { signInCodes } from "./auth.schema.ts";

/** A code not ended (used, replaced, at its last wrong try, revoked) and within its time. */
const live = (now: Date) => and(isNull(signInCodes.endedAt), gt(signInCodes.expiresAt, now));

/** A new code for the member; any code sent before it stops working. Pass a transaction. */
export async function replaceSignInCode(
  db: Db,
  values: { memberId: number; codeHash: string; linkHash: string; expiresAt: Date; now: Date },
) {
  const { now, ...code } = values;
  await endSignInCodesOf(db, [code.memberId], now);
  await db.insert(signInCodes).values({ ...code, createdAt: now });
}

/**
 * Uses the member's live code if it is this one: one statement, so of two requests with the right code at the same
 * moment one gets it. An unknown address passes member 0 and runs the same statement.
 */
export async function useSignInCode(db: Db, memberId: number, codeHash: string, now: Date) {
  const [used] = await db
    .update(signInCodes)
    .set({ endedAt: now })
    .where(and(eq(signInCodes.memberId, memberId), eq(signInCodes.codeHash, codeHash), live(now)))
    .returning({ createdAt: signInCodes.createdAt });
  return used;
}

/** A wrong code counts against the member's live code, which ends at its last try (each try its own row update). */
export async function countWrongTry(db: Db, memberId: number, now: Date, maxTries: number) {
  await db
    .update(signInCodes)
    .set({
      wrongTries: sql`${signInCodes.wrongTries} + 1`,
      endedAt: sql`case when ${signInCodes.wrongTries} + 1 >= ${maxTries} then ${now.toISOString()}::timestamptz end`,
    })
    .where(and(eq(signInCodes.memberId, memberId), live(now)));
}

/** Uses a live code by its link, once: whose it is and when it was asked for. */
export async function useSignInLink(db: Db, linkHash: string, now: Date) {
  const [used] = await db
    .update(signInCodes)
    .set({ endedAt: now })
    .where(and(eq(signInCodes.linkHash, linkHash), live(now)))
    .returning({ memberId: signInCodes.memberId, createdAt: signInCodes.createdAt });
  return used;
}

export async function endSignInCodesOf(db: Db, memberIds: number[], now: Date) {
  if (memberIds.length === 0) return;
  await db
    .update(signInCodes)
    .set({ endedAt: now })
    .where(and(inArray(signInCodes.memberId, memberIds), isNull(signInCodes.endedAt)));
}

export async function deleteExpiredSignInCodes(db: Db, now: Date) {
  await db.delete(signInCodes).where(lt(signInCodes.expiresAt, now));
}

/** Whether the account holds or held a membership: a joiner who never paid has none. */
export async function hasHeldMembership(db: Db, memberId: number) {
  const rows = await db
    .select({ memberId: nationalMemberships.memberId })
    .from(nationalMemberships)
    .where(eq(nationalMemberships.memberId, memberId));
  return rows.length > 0;
}
