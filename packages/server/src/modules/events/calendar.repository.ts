import { and, asc, eq, gte, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { regions } from "../geo/geo.schema.ts";
import { calendarKeys, events, registrations } from "./events.schema.ts";

// Issue 28: what the calendars (iCalendar feeds) list, and the members' secret calendar keys.

const calendarEventColumns = {
  id: events.id,
  title: events.title,
  dateStart: events.dateStart,
  dateEnd: events.dateEnd,
  place: events.place,
  regionName: regions.name,
  description: events.description,
};

/** Every event, form or portal, ending on `since` or later, the earliest first. */
export function findCalendarEvents(db: Db, since: string) {
  return db
    .select(calendarEventColumns)
    .from(events)
    .leftJoin(regions, eq(regions.id, events.regionId))
    .where(gte(events.dateEnd, since))
    .orderBy(asc(events.dateStart), asc(events.id));
}

/** One event, form or portal, if it ends on `since` or later (issue 40: GET /events/{id}.ics). */
export async function findCalendarEvent(db: Db, id: number, since: string) {
  const [row] = await db
    .select(calendarEventColumns)
    .from(events)
    .leftJoin(regions, eq(regions.id, events.regionId))
    .where(and(eq(events.id, id), gte(events.dateEnd, since)));
  return row;
}

/** The member's registrations not cancelled, for events ending on `since` or later, with their events. */
export function findMemberCalendarEntries(db: Db, memberId: number, since: string) {
  return db
    .select({ registrationId: registrations.id, status: registrations.status, event: calendarEventColumns })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .leftJoin(regions, eq(regions.id, events.regionId))
    .where(
      and(
        eq(registrations.memberId, memberId),
        ne(registrations.status, "cancelled"),
        gte(events.dateEnd, since),
      ),
    )
    .orderBy(asc(events.dateStart), asc(registrations.id));
}

export async function findCalendarKey(db: Db, memberId: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(calendarKeys).where(eq(calendarKeys.memberId, memberId)).$dynamic();
  const [row] = await (options.lock ? query.for("update") : query);
  return row;
}

export async function findCalendarKeyByHash(db: Db, keyHash: string) {
  const [row] = await db.select().from(calendarKeys).where(eq(calendarKeys.keyHash, keyHash));
  return row;
}

/** The member's first key; a key made meanwhile by another request stays (the caller reads it again). */
export async function insertCalendarKey(db: Db, values: typeof calendarKeys.$inferInsert) {
  await db.insert(calendarKeys).values(values).onConflictDoNothing({ target: calendarKeys.memberId });
}

/** A new key in place of the member's old one (or their first). */
export async function replaceCalendarKey(db: Db, values: typeof calendarKeys.$inferInsert) {
  await db
    .insert(calendarKeys)
    .values(values)
    .onConflictDoUpdate({
      target: calendarKeys.memberId,
      set: { keyHash: values.keyHash, createdAt: values.createdAt },
    });
}

/** Issue 39: the member's calendar address goes with them (erasure). */
export async function deleteCalendarKey(db: Db, memberId: number) {
  await db.delete(calendarKeys).where(eq(calendarKeys.memberId, memberId));
}
