import { and, asc, eq, gte, notInArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, members, regions, registrations, vehicles } from "../../db/schema.ts";

const eventColumns = {
  formId: events.formId,
  title: events.title,
  dateStart: events.dateStart,
  dateEnd: events.dateEnd,
  regionName: regions.name,
};

/** Events that have not ended and that the member has not registered for. */
export function findAvailableEvents(db: Db, memberId: number, today: string) {
  const registered = db
    .select({ eventId: registrations.eventId })
    .from(registrations)
    .where(eq(registrations.memberId, memberId));
  return db
    .select(eventColumns)
    .from(events)
    .leftJoin(regions, eq(regions.id, events.regionId))
    .where(and(gte(events.dateEnd, today), notInArray(events.id, registered)))
    .orderBy(asc(events.dateStart));
}

export function findRegistrations(db: Db, memberId: number) {
  return db
    .select({ submissionId: registrations.submissionId, event: eventColumns })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .leftJoin(regions, eq(regions.id, events.regionId))
    .where(eq(registrations.memberId, memberId))
    .orderBy(asc(events.dateStart));
}

export async function findEventByFormId(db: Db, formId: string) {
  const [event] = await db.select().from(events).where(eq(events.formId, formId));
  return event;
}

export async function findMemberByNo(db: Db, memberNo: number) {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.memberNo, memberNo));
  return member;
}

export async function findOwnedVehicle(db: Db, memberId: number, vehicleId: number) {
  const [vehicle] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.memberId, memberId)));
  return vehicle;
}

export async function insertRegistration(
  db: Db,
  values: {
    submissionId: string;
    memberId: number;
    eventId: number;
    vehicleId: number | null;
    createdAt: Date;
  },
) {
  const inserted = await db
    .insert(registrations)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: registrations.id });
  return inserted.length > 0;
}

/** A merge: the duplicate's registrations become the remaining member's. */
export async function moveRegistrations(db: Db, fromMemberId: number, toMemberId: number) {
  const moved = await db
    .update(registrations)
    .set({ memberId: toMemberId })
    .where(eq(registrations.memberId, fromMemberId))
    .returning({ id: registrations.id });
  return moved.length;
}
