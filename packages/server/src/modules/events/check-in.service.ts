import { checkInCodeFault, checkInMessages, normalizeCheckInCode } from "@club/domain/check-in-code.rules";
import { clubMoment } from "@club/domain/club-clock";
import { eventRegistrationMessages } from "@club/domain/event.schema";
import {
  type CardRegistrations,
  type CheckInList,
  cardCheckInMessages,
  type GateRegistration,
} from "@club/domain/office-events.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, invalidField, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { memberIdOfCardText } from "../memberships/membership-card.service.ts";
import { getClubTimeZone } from "../settings/settings.service.ts";
import {
  eventExists,
  findGateRegistration,
  findGateRegistrations,
  findMemberGateRegistrations,
  findRegistrationByCode,
  type GateRow,
  lockGateRegistration,
  markCheckedIn,
  setCheckedIn,
} from "./check-in.repository.ts";
import { eventDates } from "./event-registration.service.ts";
import { getOfficeEvent } from "./events.service.ts";

// Issue 28: the office checks members in at the event's gate by the code their registration shows.

function toGateRegistration(row: GateRow): GateRegistration {
  return {
    registrationId: row.registrationId,
    memberNo: row.memberNo,
    firstName: row.firstName,
    lastName: row.lastName,
    vehicle:
      row.vehicleYear !== null && row.vehicleModel !== null
        ? { year: row.vehicleYear, make: row.vehicleMake, model: row.vehicleModel }
        : null,
    associate: row.associate,
    guests: row.guests,
    items: row.items,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
  };
}

/** GET /office/events/{id}/check_in: the event, who is still expected (by name) and who came (latest first). */
export async function listCheckIns(context: AppContext, eventId: number): Promise<CheckInList> {
  const event = await getOfficeEvent(context, eventId);
  const rows = (await findGateRegistrations(context.db, eventId)).map(toGateRegistration);
  return {
    event,
    expected: rows.filter((row) => row.checkedInAt === null),
    checkedIn: rows.filter((row) => row.checkedInAt !== null),
  };
}

/**
 * POST /office/events/{id}/check_in/card (issue 43): the confirmed registrations for this event of the member whose
 * membership card was read at the gate (its QR code's text), to check one in with a tap (checkInByName). A text the
 * club did not sign, or a member with no place at the event, is refused at `card` in words the volunteer can act on.
 */
export async function findRegistrationsByCard(
  context: AppContext,
  eventId: number,
  cardText: string,
): Promise<CardRegistrations> {
  if (!(await eventExists(context.db, eventId))) throw notFound();
  const memberId = memberIdOfCardText(context, cardText);
  if (memberId === null) throw invalidField("card", cardCheckInMessages.notACard);
  const rows = await findMemberGateRegistrations(context.db, eventId, memberId);
  if (rows.length === 0) throw invalidField("card", cardCheckInMessages.noRegistration);
  return { registrations: rows.map(toGateRegistration) };
}

type RegistrationStatus = "pending" | "confirmed" | "waitlisted" | "offered" | "cancelled";

/** Why a registration that is not confirmed holds no place at the gate, and where to send the member. */
const notConfirmed = (status: Exclude<RegistrationStatus, "confirmed">) => checkInMessages[status];

/**
 * Why a code checked nobody in, in words the volunteer can act on: a code that cannot be one (a look-alike, the
 * wrong length), nobody's, another event's (which), a registration holding no place (why), or already used (409).
 */
async function refusal(context: AppContext, eventId: number, code: string): Promise<AppError> {
  const found = await findRegistrationByCode(context.db, code);
  if (!found) return invalidField("code", checkInCodeFault(code) ?? checkInMessages.unknown);
  if (found.eventId !== eventId)
    return invalidField("code", checkInMessages.otherEvent(found.event.title, eventDates(found.event)));
  if (found.status !== "confirmed") return invalidField("code", notConfirmed(found.status));
  const when = found.checkedInAt
    ? clubMoment(found.checkedInAt, await getClubTimeZone(context))
    : "an earlier scan";
  return invalidField("code", eventRegistrationMessages.alreadyCheckedIn(when), "already_checked_in");
}

/**
 * POST /office/events/{id}/check_in {code}: the event's confirmed registration with this code, checked in now by
 * the office account, with `event_check_in` in the trail (about the registrant) in the same transaction.
 */
export async function checkIn(
  context: AppContext,
  session: SessionContext,
  eventId: number,
  givenCode: string,
): Promise<GateRegistration> {
  const code = normalizeCheckInCode(givenCode);
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    if (!(await eventExists(tx, eventId))) throw notFound();
    const at = context.now();
    const checked = await markCheckedIn(tx, { eventId, code, at, by: session.memberId });
    if (!checked) throw await refusal(inTransaction, eventId, code);
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: checked.memberId,
      action: "event_check_in",
      after: { eventId, registrationId: checked.id, checkedInAt: at.toISOString() },
    });
    const row = await findGateRegistration(tx, checked.id);
    if (!row) throw notFound();
    return toGateRegistration(row);
  });
}

/** The registration, if it is one of this event's: another event's is not found at this gate. */
async function lockEventRegistration(context: AppContext, eventId: number, registrationId: number) {
  if (!(await eventExists(context.db, eventId))) throw notFound();
  const row = await lockGateRegistration(context.db, registrationId);
  if (!row || row.eventId !== eventId) throw notFound();
  return row;
}

async function gateRegistration(context: AppContext, registrationId: number): Promise<GateRegistration> {
  const row = await findGateRegistration(context.db, registrationId);
  if (!row) throw notFound();
  return toGateRegistration(row);
}

/**
 * POST /office/events/{id}/check_in/{registrationId} (issue 40): a member who lost their code, found on the
 * expected list by name and checked in by the office account, as a code would (the same trail entry, `by: name`).
 */
export async function checkInByName(
  context: AppContext,
  session: SessionContext,
  eventId: number,
  registrationId: number,
): Promise<GateRegistration> {
  const zone = await getClubTimeZone(context);
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const row = await lockEventRegistration(inTransaction, eventId, registrationId);
    if (row.status !== "confirmed") throw invalidField("registrationId", notConfirmed(row.status));
    if (row.checkedInAt)
      throw invalidField(
        "registrationId",
        eventRegistrationMessages.alreadyCheckedIn(clubMoment(row.checkedInAt, zone)),
        "already_checked_in",
      );
    const at = context.now();
    await setCheckedIn(tx, registrationId, { at, by: session.memberId });
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: row.memberId,
      action: "event_check_in",
      after: { eventId, registrationId, checkedInAt: at.toISOString(), by: "name" },
    });
    return gateRegistration(inTransaction, registrationId);
  });
}

/**
 * DELETE /office/events/{id}/check_in/{registrationId} (issue 40): a mistaken check-in undone. The registration is
 * expected again (with its guests and items), and the trail keeps who had checked it in, when, and who undid it.
 */
export async function undoCheckIn(
  context: AppContext,
  session: SessionContext,
  eventId: number,
  registrationId: number,
): Promise<GateRegistration> {
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const row = await lockEventRegistration(inTransaction, eventId, registrationId);
    if (!row.checkedInAt)
      throw new AppError("not_checked_in", { registrationId: [checkInMessages.notCheckedIn] });
    await setCheckedIn(tx, registrationId, null);
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: row.memberId,
      action: "event_check_in_undone",
      before: {
        eventId,
        registrationId,
        checkedInAt: row.checkedInAt.toISOString(),
        checkedInBy: row.checkedInBy,
      },
      after: { eventId, registrationId, checkedInAt: null },
    });
    return gateRegistration(inTransaction, registrationId);
  });
}
