import { and, eq, gt, inArray, isNull, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { passwordResets } from "./auth.schema.ts";

export async function insertPasswordReset(
  db: Db,
  values: { memberId: number; tokenHash: string; expiresAt: Date; createdAt: Date },
) {
  await db.insert(passwordResets).values(values);
}

/** A reset as it stands, read without touching it (the link is checked when its page opens). */
export async function findPasswordReset(db: Db, tokenHash: string) {
  const [reset] = await db
    .select({ usedAt: passwordResets.usedAt, expiresAt: passwordResets.expiresAt })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, tokenHash));
  return reset;
}

/** Marks a live, unused reset as used and returns it; a second caller with the same token gets nothing. */
export async function consumePasswordReset(db: Db, tokenHash: string, now: Date) {
  const [reset] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning();
  return reset;
}

/** Other links sent earlier stop working once one was used. */
export async function revokeMemberResets(db: Db, memberIds: number[], now: Date) {
  if (memberIds.length === 0) return;
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(inArray(passwordResets.memberId, memberIds), isNull(passwordResets.usedAt)));
}

export async function deleteExpiredResets(db: Db, now: Date) {
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, now));
}
