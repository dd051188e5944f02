import { placeHoldingStatuses } from "@club/domain/event-registration.rules";
import type { OfficeEventWhen } from "@club/domain/office-events.schema";
import { and, asc, eq, gte, inArray, lt, ne, notInArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { regions } from "../geo/geo.schema.ts";
import { makes } from "../makes/makes.schema.ts";
import { members } from "../members/members.schema.ts";
import { vehicles } from "../vehicles/vehicles.schema.ts";
import { events, registrations } from "./events.schema.ts";

/**
 * How many registrations hold a place at the event of the row (issue 14: the capacity counts them): a form event's,
 * and a portal event's confirmed, awaiting payment or offered to a waiting member (issue 28).
 */
const registeredCount = sql<number>`(select count(*) from ${registrations}
  where ${registrations.eventId} = ${events.id}
    and ${inArray(registrations.status, placeHoldingStatuses)})::int`;

const waitlistedCount = sql<number>`(select count(*) from ${registrations}
  where ${registrations.eventId} = ${events.id} and ${registrations.status} = 'waitlisted')::int`;

/** As many registered as the capacity allows; never full without a capacity. */
const isFull = sql<boolean>`(${events.capacity} is not null and ${registeredCount} >= ${events.capacity})`;

const eventColumns = {
  id: events.id,
  registration: events.registration,
  formId: events.formId,
  title: events.title,
  dateStart: events.dateStart,
  dateEnd: events.dateEnd,
  regionName: regions.name,
  place: events.place,
  full: isFull,
};

/** Events that have not ended and that the member has not registered for (a cancelled registration does not count). */
export function findAvailableEvents(db: Db, memberId: number, today: string) {
  const registered = db
    .select({ eventId: registrations.eventId })
    .from(registrations)
    .where(and(eq(registrations.memberId, memberId), ne(registrations.status, "cancelled")));
  return db
    .select(eventColumns)
    .from(events)
    .leftJoin(regions, eq(regions.id, events.regionId))
    .where(and(gte(events.dateEnd, today), notInArray(events.id, registered)))
    .orderBy(asc(events.dateStart));
}

/** Waitlisted: how many waiting for the same event came first, plus one. */
const waitlistPosition = sql<number | null>`case when ${registrations.status} = 'waitlisted' then
  (select count(*) from ${registrations} as ahead
    where ahead.event_id = ${registrations.eventId} and ahead.status = 'waitlisted'
      and (ahead.created_at, ahead.id) < (${registrations.createdAt}, ${registrations.id}))::int + 1 end`;

/** The member's registrations (or one of them), soonest event first, with the car and their place in the queue. */
export function findRegistrations(db: Db, memberId: number, filter?: { eventId?: number; id?: number }) {
  return db
    .select({
      id: registrations.id,
      submissionId: registrations.submissionId,
      event: eventColumns,
      status: registrations.status,
      checkInCode: registrations.checkInCode,
      checkedInAt: registrations.checkedInAt,
      waitlistPosition,
      holdUntil: registrations.holdUntil,
      invoiceId: registrations.invoiceId,
      total: registrations.total,
      vehicleId: vehicles.id,
      vehicleYear: vehicles.year,
      vehicleMake: makes.name,
      vehicleModel: vehicles.model,
      associate: registrations.associate,
      guests: registrations.guests,
      items: registrations.items,
      cancelledAt: registrations.cancelledAt,
    })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .leftJoin(regions, eq(regions.id, events.regionId))
    .leftJoin(vehicles, eq(vehicles.id, registrations.vehicleId))
    .leftJoin(makes, eq(makes.id, vehicles.makeId))
    .where(
      and(
        eq(registrations.memberId, memberId),
        filter?.eventId === undefined ? undefined : eq(registrations.eventId, filter.eventId),
        filter?.id === undefined ? undefined : eq(registrations.id, filter.id),
      ),
    )
    .orderBy(asc(events.dateStart), asc(events.id), asc(registrations.id));
}

export type RegistrationRow = Awaited<ReturnType<typeof findRegistrations>>[number];

/** The events a car was registered for, the earliest first (issue 27: the car's history). */
export function findVehicleEvents(db: Db, vehicleId: number) {
  return db
    .selectDistinct({ name: events.title, date: events.dateStart })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(eq(registrations.vehicleId, vehicleId))
    .orderBy(asc(events.dateStart), asc(events.title));
}

/** The events' titles, first days and how members register for them (issue 29: the judged meets). */
/** Issue 42: the region's events ending `today` or later, soonest first: what anyone may read of them. */
export function findUpcomingRegionEvents(db: Db, regionId: number, today: string, limit: number) {
  return db
    .select({
      id: events.id,
      title: events.title,
      dateStart: events.dateStart,
      dateEnd: events.dateEnd,
      place: events.place,
      registration: events.registration,
    })
    .from(events)
    .where(and(eq(events.regionId, regionId), gte(events.dateEnd, today)))
    .orderBy(asc(events.dateStart), asc(events.id))
    .limit(limit);
}

export function findEventsByIds(db: Db, ids: number[]) {
  return db
    .select({
      id: events.id,
      title: events.title,
      dateStart: events.dateStart,
      registration: events.registration,
      // Issue 46: a meet's volunteers read its last day and its place.
      dateEnd: events.dateEnd,
      place: events.place,
    })
    .from(events)
    .where(inArray(events.id, ids));
}

/** The registrations with their members' numbers and names and the cars they name (issue 29: a meet's entries). */
export function findRegistrationsByIds(db: Db, ids: number[]) {
  return db
    .select({
      id: registrations.id,
      eventId: registrations.eventId,
      memberId: registrations.memberId,
      status: registrations.status,
      memberNo: members.memberNo,
      firstName: members.firstName,
      lastName: members.lastName,
      vehicleId: vehicles.id,
      vehicleYear: vehicles.year,
      vehicleMake: makes.name,
      vehicleModel: vehicles.model,
    })
    .from(registrations)
    .innerJoin(members, eq(members.id, registrations.memberId))
    .leftJoin(vehicles, eq(vehicles.id, registrations.vehicleId))
    .leftJoin(makes, eq(makes.id, vehicles.makeId))
    .where(inArray(registrations.id, ids));
}

/** The registrations that brought the car, whoever owned it then. */
export async function findVehicleRegistrationIds(db: Db, vehicleId: number) {
  const rows = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(eq(registrations.vehicleId, vehicleId));
  return rows.map((row) => row.id);
}

/** The event's row with its region's name. */
export async function findEventWithRegion(db: Db, id: number) {
  const [row] = await db
    .select({ event: events, regionName: regions.name })
    .from(events)
    .leftJoin(regions, eq(regions.id, events.regionId))
    .where(eq(events.id, id));
  return row && { ...row.event, regionName: row.regionName };
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

/**
 * A merge: the duplicate's registrations become the remaining member's, but for a live portal registration for an
 * event the remaining member holds one for too (one live registration a member and event, issue 28): it stays with
 * the merged account, in the event's list, for the office to cancel and refund.
 */
export async function moveRegistrations(db: Db, fromMemberId: number, toMemberId: number) {
  const moved = await db
    .update(registrations)
    .set({ memberId: toMemberId })
    .where(
      and(
        eq(registrations.memberId, fromMemberId),
        sql`not (${registrations.submissionId} is null and ${registrations.status} <> 'cancelled' and exists (
          select 1 from ${registrations} as kept
          where kept.member_id = ${toMemberId} and kept.event_id = ${registrations.eventId}
            and kept.submission_id is null and kept.status <> 'cancelled'))`,
      ),
    )
    .returning({ id: registrations.id });
  return moved.length;
}

// The office's side (issue 14): every event, past ones kept, with its region, capacity and registrations.

function officeEventColumns(today: string) {
  return {
    id: events.id,
    title: events.title,
    dateStart: events.dateStart,
    dateEnd: events.dateEnd,
    regionCode: regions.code,
    regionName: regions.name,
    registration: events.registration,
    formId: events.formId,
    capacity: events.capacity,
    registered: registeredCount,
    waitlisted: waitlistedCount,
    place: events.place,
    description: events.description,
    prices: events.prices,
    carRequired: events.carRequired,
    carEligibility: events.carEligibility,
    registrationOpens: events.registrationOpens,
    registrationCloses: events.registrationCloses,
    cancellation: events.cancellation,
    items: events.items,
    full: isFull,
    past: sql<boolean>`(${events.dateEnd} < ${today})`,
  };
}

/** The events of the range chosen; of these regions only when given (a regional administrator's, issue 28). */
function officeEventsWhen(filter: OfficeEventWhen, today: string, regionCodes?: string[]): SQL | undefined {
  const inRegions =
    regionCodes &&
    sql`${events.regionId} in (select ${regions.id} from ${regions} where ${inArray(regions.code, regionCodes)})`;
  if (filter === "upcoming") return and(gte(events.dateEnd, today), inRegions);
  if (filter === "past") return and(lt(events.dateEnd, today), inRegions);
  return inRegions;
}

/** A page of the events: upcoming ones (not ended) first, soonest first; then past ones, latest first. */
export function findOfficeEvents(
  db: Db,
  query: { when: OfficeEventWhen; today: string; limit: number; offset: number; regionCodes?: string[] },
) {
  const { today } = query;
  return db
    .select(officeEventColumns(today))
    .from(events)
    .leftJoin(regions, eq(regions.id, events.regionId))
    .where(officeEventsWhen(query.when, today, query.regionCodes))
    .orderBy(
      sql`(${events.dateEnd} < ${today})`,
      sql`case when ${events.dateEnd} >= ${today} then ${events.dateStart} end asc`,
      sql`case when ${events.dateEnd} < ${today} then ${events.dateStart} end desc`,
      asc(events.id),
    )
    .limit(query.limit)
    .offset(query.offset);
}

export async function countOfficeEvents(
  db: Db,
  filter: OfficeEventWhen,
  today: string,
  regionCodes?: string[],
) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(events)
    .where(officeEventsWhen(filter, today, regionCodes));
  return row?.count ?? 0;
}

export async function findOfficeEvent(db: Db, id: number, today: string) {
  const [event] = await db
    .select(officeEventColumns(today))
    .from(events)
    .leftJoin(regions, eq(regions.id, events.regionId))
    .where(eq(events.id, id));
  return event;
}

/** The event's row, held until the transaction ends: a change or a delete waits for another on the same event. */
export async function lockEvent(db: Db, id: number) {
  const [event] = await db.select().from(events).where(eq(events.id, id)).for("update");
  return event;
}

export async function findRegionByCode(db: Db, code: string) {
  const [region] = await db
    .select({ id: regions.id, code: regions.code })
    .from(regions)
    .where(sql`lower(${regions.code}) = lower(${code})`);
  return region;
}

/** Whether another event (not `exceptId`) uses the form. */
export async function isFormIdTaken(db: Db, formId: string, exceptId?: number) {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      exceptId === undefined
        ? eq(events.formId, formId)
        : and(eq(events.formId, formId), ne(events.id, exceptId)),
    );
  return row !== undefined;
}

export type EventValues = Omit<typeof events.$inferInsert, "id">;

export async function insertEvent(db: Db, values: EventValues) {
  const [event] = await db.insert(events).values(values).returning({ id: events.id });
  return event?.id as number;
}

export async function updateEventRow(db: Db, id: number, values: EventValues) {
  await db.update(events).set(values).where(eq(events.id, id));
}

export async function deleteEventRow(db: Db, id: number) {
  await db.delete(events).where(eq(events.id, id));
}

export async function countEventRegistrations(db: Db, eventId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(registrations)
    .where(eq(registrations.eventId, eventId));
  return row?.count ?? 0;
}

/** Who registered for the event, first come first, with the car the registration names: all, or one page. */
export function findEventRegistrants(db: Db, eventId: number, page?: { limit: number; offset: number }) {
  const query = db
    .select({
      id: registrations.id,
      submissionId: registrations.submissionId,
      createdAt: registrations.createdAt,
      status: registrations.status,
      associate: registrations.associate,
      guests: registrations.guests,
      items: registrations.items,
      total: registrations.total,
      invoiceId: registrations.invoiceId,
      checkedInAt: registrations.checkedInAt,
      memberId: members.id,
      memberNo: members.memberNo,
      firstName: members.firstName,
      lastName: members.lastName,
      email: members.email,
      vehicleId: vehicles.id,
      vehicleYear: vehicles.year,
      vehicleMake: makes.name,
      vehicleModel: vehicles.model,
    })
    .from(registrations)
    .innerJoin(members, eq(members.id, registrations.memberId))
    .leftJoin(vehicles, eq(vehicles.id, registrations.vehicleId))
    .leftJoin(makes, eq(makes.id, vehicles.makeId))
    .where(eq(registrations.eventId, eventId))
    .orderBy(asc(registrations.createdAt), asc(registrations.id))
    .$dynamic();
  return page ? query.limit(page.limit).offset(page.offset) : query;
}
