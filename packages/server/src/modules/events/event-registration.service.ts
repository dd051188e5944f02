import { randomInt } from "node:crypto";
import { checkInCodeAlphabet, checkInCodeLength } from "@club/domain/check-in-code.rules";
import { isoDay } from "@club/domain/days";
import {
  eventRegistrationMessages as messages,
  type RegisterForEvent,
  type RegistrationReply,
} from "@club/domain/event.schema";
import type { ChosenItem } from "@club/domain/event-parts.schema";
import {
  itemLeft,
  priceRegistration,
  type RegistrationChoice,
  registrationWindowState,
} from "@club/domain/event-registration.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { invalidField, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { openInvoice } from "../checkout/invoices.service.ts";
import { classicsMatching } from "../classics/classics.service.ts";
import { eventConfirmedMail } from "../mail/mail-templates.ts";
import { getMemberAssociate, getMemberContact } from "../members/members.service.ts";
import { authorize, authorizeOwn } from "../policy/policy.ts";
import { configWithClubSettings, getClubSettings } from "../settings/settings.service.ts";
import { ownCarForEntry } from "../vehicles/vehicles.service.ts";
import { lockEvent } from "./events.repository.ts";
import type { events } from "./events.schema.ts";
import {
  countHeldPlaces,
  countItemsSold,
  findEventRecord,
  findLiveRegistration,
  findRegistrationRecord,
  insertPortalRegistration,
  lockRegistration,
  type RegistrationRecord,
  updateRegistration,
} from "./registrations.repository.ts";

// Issue 28: a member registers for a portal event. The server prices it and opens an invoice through checkout, as
// a join does; the place is held while it is paid for, and a full event takes the registration on its waiting list.

export type EventRecord = typeof events.$inferSelect;

export function newCheckInCode() {
  return Array.from(
    { length: checkInCodeLength },
    () => checkInCodeAlphabet[randomInt(checkInCodeAlphabet.length)],
  ).join("");
}

/** "1 May 2027" or "1–3 May 2027": the event's days as a mail names them. */
export function eventDates(event: Pick<EventRecord, "dateStart" | "dateEnd">) {
  return event.dateStart === event.dateEnd ? event.dateStart : `${event.dateStart} to ${event.dateEnd}`;
}

/** A portal event: 404 unknown, 422 a form event. */
export function requirePortalEvent(event: EventRecord | undefined): EventRecord {
  if (!event) throw notFound();
  if (event.registration !== "portal") throw invalidField("base", messages.notPortal);
  return event;
}

/** The portal event the member may register for today: 404 unknown, 422 a form event or outside its window. */
function requireOpenPortalEvent(found: EventRecord | undefined, today: string): EventRecord {
  const event = requirePortalEvent(found);
  const window = registrationWindowState(event, today);
  if (window === "not_yet") throw invalidField("base", messages.notOpenYet(event.registrationOpens ?? ""));
  if (window === "closed") throw invalidField("base", messages.closed);
  return event;
}

/** The car is the member's, and the event admits it: approved by the club, or on the Full Classic list. */
async function requireEligibleCar(
  context: AppContext,
  event: EventRecord,
  memberId: number,
  vehicleId: number | null,
) {
  if (vehicleId === null) {
    if (event.carRequired) throw invalidField("vehicleId", messages.carRequired);
    return null;
  }
  const car = await ownCarForEntry(context, memberId, vehicleId);
  if (!car) throw invalidField("vehicleId", messages.carNotYours);
  if (!event.carRequired) return car.id;
  if (event.carEligibility === "full_classic") {
    if (!(await classicsMatching(context, [car])).has(car.id))
      throw invalidField("vehicleId", messages.carNotFullClassic);
  } else if (car.status !== "approved") throw invalidField("vehicleId", messages.carNotApproved);
  return car.id;
}

/** A registration's choice as it is kept: each item by the event's id for it, with its label and price. */
export interface EventChoice extends RegistrationChoice {
  items: readonly ChosenItem[];
}

/** The member's choice with each item priced from the event, found by its id (issue 39). */
export function choiceOf(
  event: EventRecord,
  input: Pick<RegisterForEvent, "associate" | "guests" | "items">,
): EventChoice {
  const items = input.items.map((chosen, index) => {
    const item = event.items.find((candidate) => candidate.id === chosen.itemId);
    if (!item) throw invalidField(`items.${index}.itemId`, messages.itemLabel);
    return { itemId: item.id, label: item.label, quantity: chosen.quantity, amount: item.amount };
  });
  return { associate: input.associate, guests: input.guests, items };
}

/**
 * A registration's items named by another event's ids, found by label (the office moving it there, with what was
 * paid: each item keeps its price).
 */
export function choiceAtEvent(event: EventRecord, registration: EventChoice): EventChoice {
  const items = registration.items.map((chosen) => {
    const item = event.items.find(
      (candidate) => candidate.label.toLowerCase() === chosen.label.toLowerCase(),
    );
    if (!item) throw invalidField("items", messages.itemLabel);
    return { ...chosen, itemId: item.id, label: item.label };
  });
  return { associate: registration.associate, guests: registration.guests, items };
}

/**
 * Each item with a limit has enough left for this registration, counted by the item's id over all its lines and
 * every registration that took its place (countItemsSold; the caller holds the event's lock). A shortfall is told at
 * the item's quantity, as `items.<index>.quantity` of the choice.
 */
export async function requireItemsLeft(
  context: AppContext,
  event: EventRecord,
  choice: EventChoice,
  exceptId?: number,
) {
  const shortfall = await findItemShortfall(context, event, choice, exceptId);
  if (shortfall) throw invalidField(shortfall.field, shortfall.message);
}

/** The first item of the choice that has too few left (requireItemsLeft's check), or null: all are there. */
export async function findItemShortfall(
  context: AppContext,
  event: EventRecord,
  choice: EventChoice,
  exceptId?: number,
): Promise<{ field: string; message: string } | null> {
  const sold = await countItemsSold(context.db, event.id, exceptId);
  const wanted = new Map<number, number>();
  for (const [index, chosen] of choice.items.entries()) {
    // An item the office has since removed is sold no more, so it has no limit left to keep.
    const item = event.items.find((candidate) => candidate.id === chosen.itemId);
    if (!item) continue;
    const left = itemLeft(item, (sold.get(item.id) ?? 0) + (wanted.get(item.id) ?? 0));
    wanted.set(item.id, (wanted.get(item.id) ?? 0) + chosen.quantity);
    if (left === null || chosen.quantity <= left) continue;
    const message = left === 0 ? messages.itemSoldOut(item.label) : messages.itemTooFew(item.label, left);
    return { field: `items.${index}.quantity`, message };
  }
  return null;
}

/** What the choice costs at the event, priced today with the club's convenience fee (paid online). */
export async function priceFor(context: AppContext, event: EventRecord, choice: RegistrationChoice) {
  const { convenienceFeePercent } = await getClubSettings(context);
  return priceRegistration(event, choice, isoDay(context.now()), convenienceFeePercent);
}

/**
 * A held place is paid for: an invoice opened through checkout (the join's payment dialog pays it) and the place
 * held until `holdUntil` (an offer's end, the payment's hold; never for the office's cheque); nothing due confirms it
 * at once.
 */
async function takePlace(
  context: AppContext,
  event: EventRecord,
  registration: RegistrationRecord,
  choice: RegistrationChoice,
  holdUntil: Date | null,
): Promise<RegistrationReply> {
  const checkout = await priceFor(context, event, choice);
  if (checkout.total === 0) {
    await confirmRegistration(context, event, registration, { total: 0 });
    return { status: "confirmed", registrationId: registration.id, params: null };
  }
  const { orderId, invoiceId } = await openInvoice(context, {
    memberId: registration.memberId,
    kind: "event",
    selections: { registrationId: registration.id },
    checkout,
  });
  await updateRegistration(context.db, registration.id, {
    status: "pending",
    total: checkout.total,
    invoiceId,
    holdUntil,
  });
  return { status: "created", registrationId: registration.id, params: { orderId } };
}

/** The registration is the member's: confirmed, with its gate code, and the member told by mail. */
export async function confirmRegistration(
  context: AppContext,
  event: EventRecord,
  registration: RegistrationRecord,
  values: { total: number },
) {
  const checkInCode = registration.checkInCode ?? newCheckInCode();
  await updateRegistration(context.db, registration.id, {
    status: "confirmed",
    checkInCode,
    holdUntil: null,
    total: values.total,
  });
  const member = await getMemberContact(context, registration.memberId);
  await context.mailer.enqueue(
    {
      ...eventConfirmedMail(
        await configWithClubSettings(context),
        member,
        {
          eventTitle: event.title,
          eventDates: eventDates(event),
          place: event.place,
          checkInCode,
        },
        await checkInQrPng(checkInCode),
      ),
      memberId: registration.memberId,
    },
    context.db,
  );
  return checkInCode;
}

/** Who is registered, and by whom: the member themselves, or the office for them (a cheque, a telephone call). */
export interface Registrant {
  memberId: number;
  actorId: number;
  /** The office registers outside the window, and the place it holds waits for the cheque (no hold to run out). */
  byOffice: boolean;
}

/**
 * Registers the member: the window (unless the office registers), the car and the associate are checked first;
 * then, under the event's row lock, the places are counted and one taken (or the registration waits), so two
 * members asking for the last place at once get it one after the other: one holds it, the other waits. `settle`
 * runs in the same transaction with the reply (the office's cheque paying the invoice just opened).
 */
export async function registerMember(
  context: AppContext,
  registrant: Registrant,
  eventId: number,
  input: RegisterForEvent,
  settle?: (inTransaction: AppContext, reply: RegistrationReply) => Promise<RegistrationReply>,
): Promise<RegistrationReply> {
  const today = isoDay(context.now());
  const { memberId, byOffice } = registrant;
  const openEvent = (event: EventRecord | undefined) =>
    byOffice ? requirePortalEvent(event) : requireOpenPortalEvent(event, today);
  const found = openEvent(await findEventRecord(context.db, eventId));
  const vehicleId = await requireEligibleCar(context, found, memberId, input.vehicleId);
  if (input.associate && !(await getMemberAssociate(context, memberId)))
    throw invalidField("associate", messages.noAssociate);
  const reply = await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const event = openEvent(await lockEvent(tx, eventId));
    if (await findLiveRegistration(tx, eventId, memberId))
      throw invalidField("base", messages.alreadyRegistered);
    const choice = choiceOf(event, input);
    const full = event.capacity !== null && (await countHeldPlaces(tx, eventId)) >= event.capacity;
    if (!full) await requireItemsLeft(inTransaction, event, choice);
    const registration = await insertPortalRegistration(tx, {
      memberId,
      eventId,
      vehicleId,
      status: "waitlisted",
      associate: choice.associate,
      guests: [...choice.guests],
      items: [...choice.items],
      createdAt: context.now(),
    });
    const holdUntil = byOffice
      ? null
      : new Date(context.now().getTime() + context.config.events.paymentHoldMs);
    const taken: RegistrationReply = full
      ? { status: "waitlisted", registrationId: registration.id, params: null }
      : await takePlace(inTransaction, event, registration, choice, holdUntil);
    const outcome = settle ? await settle(inTransaction, taken) : taken;
    await recordAudit(inTransaction, {
      actorId: registrant.actorId,
      memberId,
      action: "event_registered",
      after: { eventId, registrationId: registration.id, status: outcome.status },
    });
    return outcome;
  });
  context.mailer.deliverSoon();
  return reply;
}

/** POST /events/{id}/registrations: the member registers themselves, if in good standing. */
export function registerForEvent(
  context: AppContext,
  session: SessionContext,
  eventId: number,
  input: RegisterForEvent,
): Promise<RegistrationReply> {
  authorize(session, "registerForEvents");
  return registerMember(
    context,
    { memberId: session.memberId, actorId: session.memberId, byOffice: false },
    eventId,
    input,
  );
}

/**
 * POST /registrations/{id}/accept: the member takes the place offered to them while the offer lasts. It is priced
 * today and paid as a new registration is; the place stays held until the offer's end.
 */
export async function acceptOffer(
  context: AppContext,
  session: SessionContext,
  registrationId: number,
): Promise<RegistrationReply> {
  authorize(session, "registerForEvents");
  const reply = await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const unlocked = await findRegistrationRecord(tx, registrationId);
    authorizeOwn(session, "acceptOffer", unlocked);
    const event = await lockEvent(tx, unlocked.eventId);
    const registration = await lockRegistration(tx, registrationId);
    if (!event || !registration) throw notFound();
    if (registration.status !== "offered" || registration.holdUntil === null)
      throw invalidField("base", messages.notOffered);
    if (registration.holdUntil <= context.now()) throw invalidField("base", messages.offerExpired);
    const choice = {
      associate: registration.associate,
      guests: registration.guests,
      items: registration.items,
    };
    await requireItemsLeft(inTransaction, event, choice, registration.id);
    const outcome = await takePlace(inTransaction, event, registration, choice, registration.holdUntil);
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: session.memberId,
      action: "event_offer_accepted",
      after: { eventId: event.id, registrationId, status: outcome.status },
    });
    return outcome;
  });
  context.mailer.deliverSoon();
  return reply;
}

/** The check-in code as the confirmation mail's QR image; qrcode loads with the first confirmation (issue 41). */
async function checkInQrPng(checkInCode: string) {
  const { default: QRCode } = await import("qrcode");
  return QRCode.toBuffer(checkInCode, { type: "png", margin: 2, width: 300 });
}
