import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { makes } from "../makes/makes.schema.ts";
import { members } from "../members/members.schema.ts";
import { vehicles } from "../vehicles/vehicles.schema.ts";
import { events, registrations } from "./events.schema.ts";

// Issue 28: the gate. A confirmed registration's code is shown there once; the office checks it in.

const gateColumns = {
  registrationId: registrations.id,
  memberId: registrations.memberId,
  memberNo: members.memberNo,
  firstName: members.firstName,
  lastName: members.lastName,
  vehicleYear: vehicles.year,
  vehicleMake: makes.name,
  vehicleModel: vehicles.model,
  associate: registrations.associate,
  guests: registrations.guests,
  items: registrations.items,
  checkedInAt: registrations.checkedInAt,
};

function gateRows(db: Db) {
  return db
    .select(gateColumns)
    .from(registrations)
    .innerJoin(members, eq(members.id, registrations.memberId))
    .leftJoin(vehicles, eq(vehicles.id, registrations.vehicleId))
    .leftJoin(makes, eq(makes.id, vehicles.makeId))
    .$dynamic();
}

/**
 * The event's confirmed registrations: those still expected first, by last name then first name, then those
 * checked in, the latest first.
 */
export function findGateRegistrations(db: Db, eventId: number) {
  return gateRows(db)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.status, "confirmed")))
    .orderBy(
      // Expected (not checked in) first; among those checked in the latest first; the expected by name.
      sql`(${registrations.checkedInAt} is not null)`,
      desc(registrations.checkedInAt),
      sql`lower(${members.lastName})`,
      sql`lower(${members.firstName})`,
      asc(registrations.id),
    );
}

/** The event's confirmed registrations by the member's last name then first name, checked in or not: the gate list. */
export function findGateListRegistrations(db: Db, eventId: number) {
  return gateRows(db)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.status, "confirmed")))
    .orderBy(sql`lower(${members.lastName})`, sql`lower(${members.firstName})`, asc(registrations.id));
}

/** Issue 43: one member's confirmed registrations for the event (a card read at the gate), expected first. */
export function findMemberGateRegistrations(db: Db, eventId: number, memberId: number) {
  return gateRows(db)
    .where(
      and(
        eq(registrations.eventId, eventId),
        eq(registrations.memberId, memberId),
        eq(registrations.status, "confirmed"),
      ),
    )
    .orderBy(sql`(${registrations.checkedInAt} is not null)`, asc(registrations.id));
}

export async function findGateRegistration(db: Db, registrationId: number) {
  const [row] = await gateRows(db).where(eq(registrations.id, registrationId));
  return row;
}

export async function eventExists(db: Db, eventId: number) {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  return row !== undefined;
}

/**
 * The registration as the gate decides on it, locked until the transaction ends so a check-in and its undo at two
 * phones happen one after the other.
 */
export async function lockGateRegistration(db: Db, registrationId: number) {
  const [row] = await db
    .select({
      id: registrations.id,
      eventId: registrations.eventId,
      memberId: registrations.memberId,
      status: registrations.status,
      checkedInAt: registrations.checkedInAt,
      checkedInBy: registrations.checkedInBy,
    })
    .from(registrations)
    .where(eq(registrations.id, registrationId))
    .for("update");
  return row;
}

export async function setCheckedIn(db: Db, registrationId: number, checked: { at: Date; by: number } | null) {
  await db
    .update(registrations)
    .set({ checkedInAt: checked?.at ?? null, checkedInBy: checked?.by ?? null })
    .where(eq(registrations.id, registrationId));
}

/**
 * Checks in the event's confirmed registration with this code, if nobody has yet: one conditional update, so of
 * two scans at once one checks it in and the other finds it done. The registration checked in, or undefined.
 */
export async function markCheckedIn(db: Db, check: { eventId: number; code: string; at: Date; by: number }) {
  const [row] = await db
    .update(registrations)
    .set({ checkedInAt: check.at, checkedInBy: check.by })
    .where(
      and(
        eq(registrations.eventId, check.eventId),
        eq(registrations.checkInCode, check.code),
        eq(registrations.status, "confirmed"),
        isNull(registrations.checkedInAt),
      ),
    )
    .returning({ id: registrations.id, memberId: registrations.memberId });
  return row;
}

/** The registration holding the code, whatever its event: why a check-in did not happen. */
export async function findRegistrationByCode(db: Db, code: string) {
  const [row] = await db
    .select({
      eventId: registrations.eventId,
      status: registrations.status,
      checkedInAt: registrations.checkedInAt,
      event: { title: events.title, dateStart: events.dateStart, dateEnd: events.dateEnd },
    })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(eq(registrations.checkInCode, code));
  return row;
}

export type GateRow = Awaited<ReturnType<typeof findGateRegistrations>>[number];
