import { clubMoment } from "@club/domain/club-clock";
import { eventRegistrationMessages } from "@club/domain/event.schema";
import type { CheckInList, GateRegistration } from "@club/domain/office-events.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { type AppError, invalidField, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { getClubTimeZone } from "../settings/settings.service.ts";
import {
  eventExists,
  findGateRegistration,
  findGateRegistrations,
  findRegistrationByCode,
  type GateRow,
  markCheckedIn,
} from "./check-in.repository.ts";
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

/** Codes are issued upper-case; the office may type one in any case, with spaces around. */
export const normalizedCode = (code: string) => code.trim().toUpperCase();

/** Why a code checked nobody in: unknown here (or another event's), not confirmed, or already used (409). */
async function refusal(context: AppContext, eventId: number, code: string): Promise<AppError> {
  const found = await findRegistrationByCode(context.db, code);
  if (!found || found.eventId !== eventId)
    return invalidField("code", eventRegistrationMessages.checkInUnknown);
  if (found.status !== "confirmed")
    return invalidField("code", eventRegistrationMessages.checkInNotConfirmed);
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
  const code = normalizedCode(givenCode);
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
