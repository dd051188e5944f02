import { itemHoldingStatuses, placeHoldingStatuses } from "@club/domain/event-registration.rules";
import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, registrations } from "./events.schema.ts";

// Issue 28: the rows of registrations made in the portal. Every write that changes who holds a place runs in a
// transaction holding the event's row lock (lockEvent), so counting the places and taking one are one step.

export type RegistrationRecord = typeof registrations.$inferSelect;

/** Registrations holding a place at the event (the capacity counts them), and how many of each item they bought. */
export async function countHeldPlaces(db: Db, eventId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), inArray(registrations.status, placeHoldingStatuses)));
  return row?.count ?? 0;
}

export async function countWaiting(db: Db, eventId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.status, "waitlisted")));
  return row?.count ?? 0;
}

/**
 * How many of each item (by the item's id, issue 39) the registrations that took their place bought, this one aside:
 * pending or confirmed, whose items were counted under the event's lock when they took it. A place offered from the
 * waiting list holds no items until it is taken (they are counted then). Summed over every line of every
 * registration, so an item named twice anywhere counts twice.
 */
export async function countItemsSold(db: Db, eventId: number, exceptId?: number) {
  const rows = await db
    .select({
      itemId: sql<number>`(item->>'itemId')::int`,
      quantity: sql<number>`sum((item->>'quantity')::int)::int`,
    })
    .from(sql`${registrations}, jsonb_array_elements(${registrations.items}) as item`)
    .where(
      and(
        eq(registrations.eventId, eventId),
        inArray(registrations.status, itemHoldingStatuses),
        sql`jsonb_typeof(item->'itemId') = 'number'`,
        exceptId === undefined ? undefined : sql`${registrations.id} <> ${exceptId}`,
      ),
    )
    .groupBy(sql`(item->>'itemId')::int`);
  return new Map(rows.map((row) => [row.itemId, row.quantity]));
}

/** The highest item id any registration of the event names (0: none), so a new item never takes a removed one's. */
export async function highestRegisteredItemId(db: Db, eventId: number) {
  const [row] = await db
    .select({ highest: sql<number>`coalesce(max((item->>'itemId')::int), 0)::int` })
    .from(sql`${registrations}, jsonb_array_elements(${registrations.items}) as item`)
    .where(and(eq(registrations.eventId, eventId), sql`jsonb_typeof(item->'itemId') = 'number'`));
  return row?.highest ?? 0;
}

/** The member's live registration for the event (not cancelled; a form submission aside), if any. */
export async function findLiveRegistration(db: Db, eventId: number, memberId: number) {
  const [row] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.eventId, eventId),
        eq(registrations.memberId, memberId),
        isNull(registrations.submissionId),
        sql`${registrations.status} <> 'cancelled'`,
      ),
    );
  return row;
}

export async function insertPortalRegistration(db: Db, values: typeof registrations.$inferInsert) {
  const [row] = await db.insert(registrations).values(values).returning();
  if (!row) throw new Error("registration not inserted");
  return row;
}

export async function updateRegistration(
  db: Db,
  id: number,
  values: Partial<Omit<RegistrationRecord, "id" | "eventId" | "memberId" | "createdAt">>,
) {
  await db.update(registrations).set(values).where(eq(registrations.id, id));
}

/** The registration's row, held until the transaction ends. */
export async function lockRegistration(db: Db, id: number) {
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id)).for("update");
  return row;
}

export async function findRegistrationRecord(db: Db, id: number) {
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id));
  return row;
}

/** The first member waiting for a place at the event, first come first. */
export async function findFirstWaiting(db: Db, eventId: number) {
  const [row] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.status, "waitlisted")))
    .orderBy(asc(registrations.createdAt), asc(registrations.id))
    .limit(1);
  return row;
}

/** The events with a held place whose hold ran out before `now` (awaiting payment, or offered and not taken). */
export async function findEventsWithExpiredHolds(db: Db, now: Date) {
  const rows = await db
    .selectDistinct({ eventId: registrations.eventId })
    .from(registrations)
    .where(
      and(
        or(eq(registrations.status, "pending"), eq(registrations.status, "offered")),
        lt(registrations.holdUntil, now),
      ),
    );
  return rows.map((row) => row.eventId);
}

/** The event's registrations whose hold ran out before `now` (the caller holds the event's lock). */
export function findExpiredHolds(db: Db, eventId: number, now: Date) {
  return db
    .select()
    .from(registrations)
    .where(
      and(
        eq(registrations.eventId, eventId),
        or(eq(registrations.status, "pending"), eq(registrations.status, "offered")),
        lt(registrations.holdUntil, now),
      ),
    )
    .orderBy(asc(registrations.id));
}

export async function findEventRecord(db: Db, id: number) {
  const [event] = await db.select().from(events).where(eq(events.id, id));
  return event;
}

/**
 * Marks the confirmed registration as being cancelled, unless another cancellation marked it in the last ten minutes
 * (one that died halfway leaves the mark; it is taken over after that). Whether this call marked it.
 */
export async function claimCancelling(db: Db, id: number, now: Date) {
  const claimed = await db
    .update(registrations)
    .set({ cancellingAt: now })
    .where(
      and(
        eq(registrations.id, id),
        eq(registrations.status, "confirmed"),
        or(
          isNull(registrations.cancellingAt),
          lt(registrations.cancellingAt, new Date(now.getTime() - 10 * 60_000)),
        ),
      ),
    )
    .returning({ id: registrations.id });
  return claimed.length > 0;
}

export async function releaseCancelling(db: Db, id: number) {
  await db.update(registrations).set({ cancellingAt: null }).where(eq(registrations.id, id));
}

/** The registration goes to another event, its items named by that event's ids. */
export async function moveToEvent(db: Db, id: number, eventId: number, items: RegistrationRecord["items"]) {
  await db.update(registrations).set({ eventId, items }).where(eq(registrations.id, id));
}
