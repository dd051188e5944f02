import { clubDateTime } from "@club/domain/club-clock";
import { isoDay } from "@club/domain/days";
import type { ClubEvent, Registration, registrationWebhookSchema } from "@club/domain/event.schema";
import type { OwedEvent } from "@club/domain/member-payments.schema";
import { officePageOffset, officePageSize } from "@club/domain/office.schema";
import {
  type EventItem,
  type EventItemInput,
  type EventRegistrant,
  type EventRegistrations,
  type OfficeEvent,
  type OfficeEventInput,
  type OfficeEventList,
  type OfficeEventQuery,
  officeEventMessages,
} from "@club/domain/office-events.schema";
import type { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, invalidField, notFound } from "../../lib/app-error.ts";
import { spreadsheetCsv } from "../../lib/csv.ts";
import { type InvoiceMoney, moneyOfInvoices, orderIdsOfInvoices } from "../checkout/invoices.service.ts";
import { getClubTimeZone, getClubToday } from "../settings/settings.service.ts";
import { priceFor } from "./event-registration.service.ts";
import {
  countEventRegistrations,
  countOfficeEvents,
  deleteEventRow,
  type EventValues,
  findAvailableEvents,
  findEventByFormId,
  findEventRegistrants,
  findEventsByIds,
  findMemberByNo,
  findOfficeEvent,
  findOfficeEvents,
  findOwnedVehicle,
  findRegionByCode,
  findRegistrations,
  findRegistrationsByIds,
  findUpcomingRegionEvents,
  findVehicleEvents,
  findVehicleRegistrationIds,
  insertEvent,
  insertRegistration,
  isFormIdTaken,
  lockEvent,
  moveRegistrations,
  type RegistrationRow,
  updateEventRow,
} from "./events.repository.ts";
import type { events } from "./events.schema.ts";
import {
  findEventRecord,
  findRegistrationRecord,
  highestRegisteredItemId,
} from "./registrations.repository.ts";

type EventRow = typeof events.$inferSelect;

/** Upcoming events (not ended today) the member has not registered for. */
export function listAvailableEvents(context: AppContext, memberId: number): Promise<ClubEvent[]> {
  return findAvailableEvents(context.db, memberId, isoDay(context.now()));
}

/**
 * GET /registrations: the member's registrations, soonest event first. A cancelled one stays to say so (an offer that
 * ran out, the office's cancellation), unless the member has registered for that event again since: one card an
 * event.
 */
export async function listRegistrations(context: AppContext, memberId: number): Promise<Registration[]> {
  const rows = await findRegistrations(context.db, memberId);
  const shownAt = new Map<number, RegistrationRow>();
  for (const row of rows) {
    if (row.submissionId !== null) continue;
    const shown = shownAt.get(row.event.id);
    if (!shown || (shown.status === "cancelled" && (row.status !== "cancelled" || row.id > shown.id)))
      shownAt.set(row.event.id, row);
  }
  return toRegistrations(
    context,
    rows.filter((row) => row.submissionId !== null || shownAt.get(row.event.id) === row),
  );
}

/** Issue 30: every registration of the member as their data, a cancelled one their page no longer shows included. */
export async function listAllRegistrations(context: AppContext, memberId: number): Promise<Registration[]> {
  return toRegistrations(context, await findRegistrations(context.db, memberId));
}

/** One of the member's registrations as they read it; 404 when it is not theirs. */
export async function getOwnRegistration(context: AppContext, memberId: number, id: number) {
  const [registration] = await toRegistrations(
    context,
    await findRegistrations(context.db, memberId, { id }),
  );
  if (!registration) throw notFound();
  return registration;
}

/** The statuses waiting for a place: their card says what the place will cost (issue 40). */
const awaitingPlace = new Set<RegistrationRow["status"]>(["waitlisted", "offered"]);

/**
 * Issue 40: what each waiting or offered registration would pay for its place today, by registration id, priced as
 * taking the place prices it (its associate, guests and items at their kept prices, the convenience fee).
 */
async function placePrices(context: AppContext, rows: RegistrationRow[]) {
  const waiting = rows.filter((row) => awaitingPlace.has(row.status));
  const events = new Map<number, EventRow | undefined>();
  for (const eventId of new Set(waiting.map((row) => row.event.id)))
    events.set(eventId, await findEventRecord(context.db, eventId));
  const prices = new Map<number, number>();
  for (const row of waiting) {
    const event = events.get(row.event.id);
    if (event) prices.set(row.id, (await priceFor(context, event, row)).total);
  }
  return prices;
}

/**
 * The rows as the member reads them: a pending one with the order id of the invoice that pays it, a waiting one with
 * what its place will cost, each with what was paid and given back.
 */
export async function toRegistrations(context: AppContext, rows: RegistrationRow[]): Promise<Registration[]> {
  const pendingInvoices = rows.flatMap((row) =>
    row.status === "pending" && row.invoiceId !== null ? [row.invoiceId] : [],
  );
  const [orderIds, money, prices] = await Promise.all([
    orderIdsOfInvoices(context, pendingInvoices),
    moneyOfInvoices(
      context,
      rows.flatMap((row) => (row.invoiceId === null ? [] : [row.invoiceId])),
    ),
    placePrices(context, rows),
  ]);
  return rows.map((row) => ({
    id: row.id,
    submissionId: row.submissionId,
    event: row.event,
    status: row.status,
    checkInCode: row.status === "confirmed" ? row.checkInCode : null,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    waitlistPosition: row.waitlistPosition,
    holdUntil:
      row.status === "pending" || row.status === "offered" ? (row.holdUntil?.toISOString() ?? null) : null,
    orderId:
      row.status === "pending" && row.invoiceId !== null ? (orderIds.get(row.invoiceId) ?? null) : null,
    total: row.total,
    placePrice: prices.get(row.id) ?? null,
    ...paidAndRefunded(row.invoiceId === null ? undefined : money.get(row.invoiceId)),
    vehicle:
      row.vehicleId !== null && row.vehicleYear !== null && row.vehicleModel !== null
        ? { id: row.vehicleId, year: row.vehicleYear, make: row.vehicleMake, model: row.vehicleModel }
        : null,
    associate: row.associate,
    guests: row.guests,
    items: row.items,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  }));
}

/** An invoice's money as a registration's reply and the office's CSV tell it; nothing paid when there is none. */
function paidAndRefunded(money: InvoiceMoney | undefined) {
  return {
    paid: money?.paid ?? 0,
    refunded: money?.refunded ?? 0,
    refundedAt: money?.refundedAt?.toISOString() ?? null,
  };
}

/**
 * Issue 40: what an unpaid event invoice is for, as the member's owed payment names it: the registration's event and
 * until when its place is held; null for a registration that is gone.
 */
export async function eventPlaceOf(
  context: Pick<AppContext, "db">,
  registrationId: number,
): Promise<OwedEvent | null> {
  const registration = await findRegistrationRecord(context.db, registrationId);
  const event = registration && (await findEventRecord(context.db, registration.eventId));
  if (!registration || !event) return null;
  return { id: event.id, title: event.title, holdUntil: registration.holdUntil?.toISOString() ?? null };
}

/** The events the car was brought to, whoever owned it then (issue 27: the car's history). */
export function listVehicleEvents(context: Pick<AppContext, "db">, vehicleId: number) {
  return findVehicleEvents(context.db, vehicleId);
}

// Issue 29: what the judging of a meet reads of its event and its registrations, in one query for a whole list.

export type EventSummary = Awaited<ReturnType<typeof findEventsByIds>>[number];

/** The events' titles, first days and how members register, by id; an unknown id is not in the map. */
/** Issue 42: a region's page lists its next events (ten at most), as the club's public calendar shows them. */
export async function upcomingRegionEvents(
  context: Pick<AppContext, "db" | "config" | "log" | "now">,
  regionId: number,
) {
  return findUpcomingRegionEvents(context.db, regionId, await getClubToday(context), 10);
}

export async function eventsByIds(context: Pick<AppContext, "db">, ids: number[]) {
  if (ids.length === 0) return new Map<number, EventSummary>();
  const rows = await findEventsByIds(context.db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

export interface RegistrationSummary {
  id: number;
  eventId: number;
  memberId: number;
  status: RegistrationRow["status"];
  memberNo: number;
  firstName: string;
  lastName: string;
  vehicle: { id: number; year: number; make: string | null; model: string } | null;
}

/** The registrations by id: their event, status, member (number and name) and car; an unknown id is not in the map. */
export async function registrationsByIds(context: Pick<AppContext, "db">, ids: number[]) {
  if (ids.length === 0) return new Map<number, RegistrationSummary>();
  const rows = await findRegistrationsByIds(context.db, [...new Set(ids)]);
  return new Map(
    rows.map(({ vehicleId, vehicleYear, vehicleMake, vehicleModel, ...row }) => [
      row.id,
      {
        ...row,
        vehicle:
          vehicleId !== null && vehicleYear !== null && vehicleModel !== null
            ? { id: vehicleId, year: vehicleYear, make: vehicleMake, model: vehicleModel }
            : null,
      },
    ]),
  );
}

/** The registrations that brought the car to an event, whoever owned it then. */
export function vehicleRegistrationIds(context: Pick<AppContext, "db">, vehicleId: number) {
  return findVehicleRegistrationIds(context.db, vehicleId);
}

/**
 * The form service reports a submission: register the member for the form's event, with the car when it is
 * theirs (another member's car is dropped). The submission id makes a repeat change nothing. A full event
 * (issue 14: its capacity reached) still records it: the form service took the submission, and the office sees
 * the event over its capacity rather than a registration lost.
 */
export async function registerFromForm(
  context: AppContext,
  submission: z.infer<typeof registrationWebhookSchema>,
): Promise<"registered" | "duplicate"> {
  const { submissionId, formId, memberNo, vehicleId } = submission;
  const event = await findEventByFormId(context.db, formId);
  if (!event) throw invalidField("formId", "No event uses this form");
  const member = await findMemberByNo(context.db, memberNo);
  if (!member) throw invalidField("memberNo", "No member has this number");
  const vehicle = vehicleId ? await findOwnedVehicle(context.db, member.id, vehicleId) : undefined;
  const inserted = await insertRegistration(context.db, {
    submissionId,
    memberId: member.id,
    eventId: event.id,
    vehicleId: vehicle?.id ?? null,
    createdAt: context.now(),
  });
  return inserted ? "registered" : "duplicate";
}

/** A merge (office): the duplicate's event registrations become the remaining member's. */
export function moveMemberRegistrations(context: AppContext, fromMemberId: number, toMemberId: number) {
  return moveRegistrations(context.db, fromMemberId, toMemberId);
}

// The office's events (issue 14). The writes expect the caller's transaction as `context.db` (the office records
// its audit entry in the same one).

/**
 * GET /office/events?when=&page=: a page of the events in the range chosen, upcoming ones first by date, then past
 * ones, each with its registrations counted.
 */
export async function listOfficeEvents(
  context: AppContext,
  query: OfficeEventQuery,
  regionCodes?: string[],
): Promise<OfficeEventList> {
  const today = isoDay(context.now());
  const [results, total] = await Promise.all([
    findOfficeEvents(context.db, {
      when: query.when,
      today,
      limit: officePageSize,
      offset: officePageOffset(query.page),
      regionCodes,
    }),
    countOfficeEvents(context.db, query.when, today, regionCodes),
  ]);
  return { results, page: query.page, pageSize: officePageSize, total };
}

export async function getOfficeEvent(context: AppContext, id: number): Promise<OfficeEvent> {
  const event = await findOfficeEvent(context.db, id, isoDay(context.now()));
  if (!event) throw notFound();
  return event;
}

const pgCodeOf = (error: unknown) =>
  (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
const uniqueViolation = "23505";
const foreignKeyViolation = "23503";

const formIdTaken = () => invalidField("formId", officeEventMessages.formIdTaken);

/**
 * Issue 39: each item keeps its id through the office's edits (the id sent, else the id of the event's item of the
 * same label), so what registrations bought stays counted against it; a new item takes a number above the current
 * items' and every one a registration names, so a removed item's sales never count against it.
 */
async function numberItems(
  context: AppContext,
  items: readonly EventItemInput[],
  existing?: EventRow,
): Promise<EventItem[]> {
  const current = existing?.items ?? [];
  const registered = existing ? await highestRegisteredItemId(context.db, existing.id) : 0;
  let next = Math.max(registered, ...current.map((item) => item.id)) + 1;
  const taken = new Set<number>();
  const free = (id: number | null | undefined): id is number =>
    id !== null && id !== undefined && !taken.has(id) && current.some((item) => item.id === id);
  // The ids sent are claimed first, so an item matched by its label never takes the id another item names.
  const claimed = items.map((item) => {
    if (!free(item.id)) return null;
    taken.add(item.id);
    return item.id;
  });
  return items.map((item, index) => {
    const sameLabel = current.find((candidate) => candidate.label.toLowerCase() === item.label.toLowerCase());
    let id = claimed[index] ?? null;
    if (id === null && free(sameLabel?.id)) id = sameLabel.id;
    if (id === null) id = next++;
    taken.add(id);
    return { ...item, id };
  });
}

/** The row's values from the office's input: the region by its code, a form no other event uses. */
async function eventValues(
  context: AppContext,
  input: OfficeEventInput,
  existing?: EventRow,
): Promise<EventValues> {
  const exceptId = existing?.id;
  let regionId: number | null = null;
  if (input.regionCode) {
    const region = await findRegionByCode(context.db, input.regionCode);
    if (!region) throw invalidField("regionCode", officeEventMessages.regionUnknown);
    regionId = region.id;
  }
  if (input.formId && (await isFormIdTaken(context.db, input.formId, exceptId))) throw formIdTaken();
  return {
    title: input.title,
    dateStart: input.dateStart,
    dateEnd: input.dateEnd,
    regionId,
    registration: input.registration,
    formId: input.formId,
    capacity: input.capacity,
    place: input.place,
    description: input.description,
    prices: input.prices,
    carRequired: input.carRequired,
    carEligibility: input.carEligibility,
    registrationOpens: input.registrationOpens,
    registrationCloses: input.registrationCloses,
    cancellation: input.cancellation,
    items: await numberItems(context, input.items, existing),
  };
}

/** Two offices adding the same form at once: the unique index decides, and the second is told as the check would. */
async function orFormIdTaken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (pgCodeOf(error) === uniqueViolation) throw formIdTaken();
    throw error;
  }
}

export async function createEvent(context: AppContext, input: OfficeEventInput): Promise<OfficeEvent> {
  const values = await eventValues(context, input);
  const id = await orFormIdTaken(insertEvent(context.db, values));
  return getOfficeEvent(context, id);
}

/** The whole event replaced by the office's input; the event as it was and as it is now. */
export async function changeEvent(context: AppContext, id: number, input: OfficeEventInput) {
  const locked = await lockEvent(context.db, id);
  if (!locked) throw notFound();
  const before = await getOfficeEvent(context, id);
  if (locked.registration !== input.registration) {
    const registered = await countEventRegistrations(context.db, id);
    if (registered > 0)
      throw invalidField("registration", officeEventMessages.modeHasRegistrations(registered));
  }
  const values = await eventValues(context, input, locked);
  await orFormIdTaken(updateEventRow(context.db, id, values));
  return { before, after: await getOfficeEvent(context, id) };
}

const hasRegistrations = (count: number) =>
  new AppError("invalid", { base: [officeEventMessages.hasRegistrations(count)] });

/**
 * An event nobody registered for may go; one with registrations stays (they point at it), and the office is told
 * to edit it instead. The row lock makes a registration arriving meanwhile wait (its foreign key check), then fail.
 */
export async function deleteEvent(context: AppContext, id: number): Promise<OfficeEvent> {
  if (!(await lockEvent(context.db, id))) throw notFound();
  const event = await getOfficeEvent(context, id);
  const registered = await countEventRegistrations(context.db, id);
  if (registered > 0) throw hasRegistrations(registered);
  try {
    await deleteEventRow(context.db, id);
  } catch (error) {
    if (pgCodeOf(error) === foreignKeyViolation) throw hasRegistrations(1);
    throw error;
  }
  return event;
}

type RegistrantRow = Awaited<ReturnType<typeof findEventRegistrants>>[number];

function toRegistrant(row: RegistrantRow): EventRegistrant {
  return {
    id: row.id,
    submissionId: row.submissionId,
    registeredAt: row.createdAt.toISOString(),
    status: row.status,
    associate: row.associate,
    guests: row.guests,
    items: row.items,
    total: row.total,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    memberId: row.memberId,
    memberNo: row.memberNo,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    vehicle:
      row.vehicleId !== null && row.vehicleYear !== null && row.vehicleModel !== null
        ? { id: row.vehicleId, year: row.vehicleYear, make: row.vehicleMake, model: row.vehicleModel }
        : null,
  };
}

/** GET /office/events/{id}/registrations?page=: a page of who registered, first come first, with their cars. */
export async function listEventRegistrations(
  context: AppContext,
  id: number,
  page: number,
): Promise<EventRegistrations> {
  const event = await getOfficeEvent(context, id);
  const [rows, total] = await Promise.all([
    findEventRegistrants(context.db, id, { limit: officePageSize, offset: officePageOffset(page) }),
    countEventRegistrations(context.db, id),
  ]);
  return { event, registrations: rows.map(toRegistrant), page, pageSize: officePageSize, total };
}

/** Every registration as a CSV file for the event's organisers; 404 (before any byte) for an unknown event. */
export async function eventRegistrationsCsv(context: AppContext, id: number) {
  const event = await getOfficeEvent(context, id);
  const rows = await findEventRegistrants(context.db, id);
  const money = await moneyOfInvoices(
    context,
    rows.flatMap((row) => (row.invoiceId === null ? [] : [row.invoiceId])),
  );
  // Issue 40: the moments as the organisers read them, in the club's time zone.
  const timeZone = await getClubTimeZone(context);
  const at = (moment: string | null) => (moment ? clubDateTime(new Date(moment), timeZone) : "");
  const csv = spreadsheetCsv([
    "registered_at",
    "member_no",
    "member_id",
    "first_name",
    "last_name",
    "email",
    "car_year",
    "car_make",
    "car_model",
    "submission_id",
    "status",
    "associate",
    "guests",
    "items",
    "total",
    // Issue 40: what the money did: taken, given back, and what the club keeps.
    "paid",
    "refunded",
    "net",
    "checked_in_at",
  ]);
  for (const row of rows) {
    const registration = toRegistrant(row);
    const { paid, refunded } = paidAndRefunded(row.invoiceId === null ? undefined : money.get(row.invoiceId));
    csv.write([
      at(registration.registeredAt),
      registration.memberNo,
      registration.memberId,
      registration.firstName,
      registration.lastName,
      registration.email,
      registration.vehicle?.year ?? "",
      registration.vehicle?.make ?? "",
      registration.vehicle?.model ?? "",
      registration.submissionId ?? "",
      registration.status,
      registration.associate ? "yes" : "no",
      registration.guests.map((guest) => `${guest.firstName} ${guest.lastName}`).join("; "),
      registration.items.map((item) => `${item.quantity} × ${item.label}`).join("; "),
      (registration.total / 100).toFixed(2),
      (paid / 100).toFixed(2),
      (refunded / 100).toFixed(2),
      ((paid - refunded) / 100).toFixed(2),
      at(registration.checkedInAt),
    ]);
  }
  csv.end();
  // The office's form ids are safe in a file name (office-events.schema.ts); sendFile makes one from before safe.
  return { fileName: `registrations-${event.formId ?? `event-${event.id}`}.csv`, csv };
}
