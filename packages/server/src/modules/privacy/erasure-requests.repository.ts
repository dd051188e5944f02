import { desc, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { erasureRequests, privacyChoices, relayedMessages } from "./privacy.schema.ts";

export type ErasureRequestRow = typeof erasureRequests.$inferSelect;

/** A new open request; the partial unique index refuses a second open one of the member (the caller maps it). */
export async function insertErasureRequest(db: Db, row: typeof erasureRequests.$inferInsert) {
  const [request] = await db.insert(erasureRequests).values(row).returning();
  if (!request) throw new Error("erasure request not created");
  return request;
}

/** The member's latest request, whatever its status. */
export async function findLatestErasureRequest(db: Db, memberId: number) {
  const [request] = await db
    .select()
    .from(erasureRequests)
    .where(eq(erasureRequests.memberId, memberId))
    .orderBy(desc(erasureRequests.requestedAt), desc(erasureRequests.id))
    .limit(1);
  return request;
}

export async function findErasureRequest(db: Db, id: number) {
  const [request] = await db.select().from(erasureRequests).where(eq(erasureRequests.id, id));
  return request;
}

/** The request, held until the transaction ends: two decisions on it queue, and the second sees the first. */
export async function lockErasureRequest(db: Db, id: number) {
  const [request] = await db.select().from(erasureRequests).where(eq(erasureRequests.id, id)).for("update");
  return request;
}

export async function setErasureDecision(
  db: Db,
  id: number,
  decision: Pick<ErasureRequestRow, "status" | "decidedAt" | "decidedBy" | "refusal"> &
    Partial<Pick<ErasureRequestRow, "reason">>,
) {
  await db.update(erasureRequests).set(decision).where(eq(erasureRequests.id, id));
}

/** Every request: the open ones first by the day they are due, then the answered ones, the latest answer first. */
export function findErasureRequests(db: Db) {
  return db
    .select()
    .from(erasureRequests)
    .orderBy(
      sql`${erasureRequests.status} <> 'open'`,
      sql`case when ${erasureRequests.status} = 'open' then ${erasureRequests.dueOn} end`,
      sql`case when ${erasureRequests.status} = 'open' then ${erasureRequests.requestedAt} end`,
      desc(erasureRequests.decidedAt),
      desc(erasureRequests.id),
    );
}

/** The member's privacy choices go with them (the consent log stays: see docs/decisions.md, issue 30). */
export async function deletePrivacyChoices(db: Db, memberId: number) {
  await db.delete(privacyChoices).where(eq(privacyChoices.memberId, memberId));
}

/** The record of messages the member sent or was sent through the portal. */
export async function deleteRelayedMessages(db: Db, memberId: number) {
  await db
    .delete(relayedMessages)
    .where(or(eq(relayedMessages.senderId, memberId), eq(relayedMessages.recipientId, memberId)));
}
