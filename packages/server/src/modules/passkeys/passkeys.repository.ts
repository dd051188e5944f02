import { asc, eq, lte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type PasskeyPurpose, passkeyChallenges, passkeys } from "./passkeys.schema.ts";

export type PasskeyRow = typeof passkeys.$inferSelect;

export function findPasskeysOf(db: Db, memberId: number) {
  return db.select().from(passkeys).where(eq(passkeys.memberId, memberId)).orderBy(asc(passkeys.id));
}

export async function findPasskeyByCredentialId(db: Db, credentialId: string) {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

export async function findPasskeyById(db: Db, id: number) {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.id, id));
  return row;
}

/** The new passkey, or undefined when its credential id is already kept (for any account). */
export async function insertPasskey(db: Db, values: typeof passkeys.$inferInsert) {
  const [row] = await db.insert(passkeys).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updatePasskey(
  db: Db,
  id: number,
  values: Partial<Pick<PasskeyRow, "name" | "counter" | "lastUsedAt">>,
) {
  await db.update(passkeys).set(values).where(eq(passkeys.id, id));
}

export async function deletePasskey(db: Db, id: number) {
  await db.delete(passkeys).where(eq(passkeys.id, id));
}

export async function deletePasskeysOf(db: Db, memberId: number) {
  await db.delete(passkeys).where(eq(passkeys.memberId, memberId));
  await db.delete(passkeyChallenges).where(eq(passkeyChallenges.memberId, memberId));
}

export async function insertChallenge(db: Db, values: typeof passkeyChallenges.$inferInsert) {
  await db.insert(passkeyChallenges).values(values);
}

/**
 * Takes a challenge back: deleted whether or not it is still good, so it serves once; the row is returned only when
 * it was for this purpose (and member) and had not expired.
 */
export async function consumeChallenge(
  db: Db,
  challenge: string,
  { purpose, memberId, now }: { purpose: PasskeyPurpose; memberId: number | null; now: Date },
) {
  const [row] = await db
    .delete(passkeyChallenges)
    .where(eq(passkeyChallenges.challenge, challenge))
    .returning();
  if (!row || row.purpose !== purpose || row.memberId !== memberId || row.expiresAt <= now) return undefined;
  return row;
}

export async function deleteExpiredChallenges(db: Db, now: Date) {
  await db.delete(passkeyChallenges).where(lte(passkeyChallenges.expiresAt, now));
}
