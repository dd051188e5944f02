import { desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mailBounces } from "./mail.schema.ts";

// Addresses are stored and looked up lower-cased: one mailbox, whatever case a member typed it in.

/** A bounce of the address: a later one replaces the reason, the message and the time of an earlier one. */
export async function upsertBounce(
  db: Db,
  bounce: { address: string; reason: string; outboxId: number; bouncedAt: Date },
) {
  await db
    .insert(mailBounces)
    .values(bounce)
    .onConflictDoUpdate({
      target: mailBounces.address,
      set: { reason: bounce.reason, outboxId: bounce.outboxId, bouncedAt: bounce.bouncedAt },
    });
}

/** Which of these (lower-cased) addresses bounce. */
export async function findBouncing(db: Db, addresses: string[]) {
  const rows = await db
    .select({ address: mailBounces.address })
    .from(mailBounces)
    .where(inArray(mailBounces.address, addresses));
  return rows.map((row) => row.address);
}

export async function findBounceOf(db: Db, address: string) {
  const [row] = await db.select().from(mailBounces).where(eq(mailBounces.address, address));
  return row;
}

/** A page of bounces, the latest first, and how many there are. */
export function findBouncePage(db: Db, page: { limit: number; offset: number }) {
  return db
    .select({
      address: mailBounces.address,
      reason: mailBounces.reason,
      bouncedAt: mailBounces.bouncedAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(mailBounces)
    .orderBy(desc(mailBounces.bouncedAt), mailBounces.address)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countBounces(db: Db) {
  const [row] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(mailBounces);
  return row?.total ?? 0;
}

/** Removes the bounce; answers with it, or undefined when there was none. */
export async function deleteBounce(db: Db, address: string) {
  const [removed] = await db.delete(mailBounces).where(eq(mailBounces.address, address)).returning();
  return removed;
}
