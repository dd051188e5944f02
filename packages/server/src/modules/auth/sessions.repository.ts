import { and, eq, gt, lt, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions } from "../../db/schema.ts";

export async function insertSession(
  db: Db,
  values: { memberId: number; tokenHash: string; rememberMe: boolean; expiresAt: Date; now: Date },
) {
  const { now, ...session } = values;
  await db.insert(sessions).values({ ...session, lastUsedAt: now, createdAt: now });
}

export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [session] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  return session;
}

export async function touchSession(db: Db, id: number, values: { lastUsedAt: Date; expiresAt: Date }) {
  await db.update(sessions).set(values).where(eq(sessions.id, id));
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteMemberSessions(db: Db, memberId: number, exceptId?: number) {
  await db
    .delete(sessions)
    .where(
      and(eq(sessions.memberId, memberId), exceptId === undefined ? undefined : ne(sessions.id, exceptId)),
    );
}

export async function deleteExpiredSessions(db: Db, now: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
