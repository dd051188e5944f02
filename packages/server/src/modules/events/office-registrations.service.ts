import { isoDay } from "@club/domain/days";
import { eventRegistrationMessages, type RegistrationReply } from "@club/domain/event.schema";
import {
  officeRegistrationMessages as messages,
  type OfficeRegistrationInput,
} from "@club/domain/office-events.schema";
import { invalidField, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { settleOfflinePayment } from "../checkout/office-payments.service.ts";
import type { PaymentsContext } from "../checkout/payments-context.ts";
import {
  choiceAtEvent,
  registerMember,
  requireItemsLeft,
  requirePortalEvent,
} from "./event-registration.service.ts";
import { findMemberByNo, lockEvent } from "./events.repository.ts";
import {
  countHeldPlaces,
  findLiveRegistration,
  findRegistrationRecord,
  lockRegistration,
  moveToEvent,
} from "./registrations.repository.ts";
import { offerFreedPlaces } from "./waitlist.service.ts";

// Issue 28: the office registers a member who pays by cheque, and moves a registration to another date. The
// office's cancellation and refund are in event-cancellation.service.ts.

/**
 * POST /office/events/{id}/registrations: the member registered by the office, as they would register themselves
 * but outside the window too, and without the member's good standing (the office decides). A payment given settles
 * the invoice in the same transaction: a wrong amount refuses the whole registration.
 */
export async function registerByOffice(
  context: PaymentsContext,
  session: SessionContext,
  eventId: number,
  input: OfficeRegistrationInput,
): Promise<RegistrationReply> {
  const member = await findMemberByNo(context.db, input.memberNo);
  if (!member) throw invalidField("memberNo", messages.memberUnknown);
  const { payment } = input;
  return registerMember(
    context,
    { memberId: member.id, actorId: session.memberId, byOffice: true },
    eventId,
    input,
    payment
      ? async (inTransaction, reply) => {
          if (reply.status === "waitlisted") throw invalidField("payment", messages.fullForPayment);
          if (reply.status !== "created" || !reply.params) return reply;
          await settleOfflinePayment({ ...context, db: inTransaction.db }, member.id, reply.params.orderId, {
            ...payment,
            recordedBy: session.memberId,
          });
          return { status: "confirmed", registrationId: reply.registrationId, params: null };
        }
      : undefined,
  );
}

/**
 * POST /office/registrations/{id}/move: a confirmed registration goes to another portal event that has room, with
 * what was paid; its place at the first event goes to the next waiting member. Both events are locked in id order,
 * as any two writers lock them, so two moves at once cannot deadlock.
 */
export async function moveRegistration(
  context: PaymentsContext,
  session: SessionContext,
  registrationId: number,
  targetEventId: number,
) {
  const found = await findRegistrationRecord(context.db, registrationId);
  if (!found) throw notFound();
  if (found.submissionId !== null) throw invalidField("base", eventRegistrationMessages.notPortal);
  if (found.eventId === targetEventId) throw invalidField("eventId", messages.sameEvent);
  await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const [first, second] = [found.eventId, targetEventId].sort((a, b) => a - b);
    const locked = new Map([
      [first, await lockEvent(tx, first as number)],
      [second, await lockEvent(tx, second as number)],
    ]);
    const source = locked.get(found.eventId);
    const targetRow = locked.get(targetEventId);
    if (!source) throw notFound();
    if (!targetRow) throw invalidField("eventId", messages.targetEnded);
    const target = requirePortalEvent(targetRow);
    if (target.dateEnd < isoDay(context.now())) throw invalidField("eventId", messages.targetEnded);
    const registration = await lockRegistration(tx, registrationId);
    if (registration?.status !== "confirmed") throw invalidField("base", messages.onlyConfirmedMove);
    if (await findLiveRegistration(tx, target.id, registration.memberId))
      throw invalidField("eventId", eventRegistrationMessages.alreadyRegistered);
    if (target.capacity !== null && (await countHeldPlaces(tx, target.id)) >= target.capacity)
      throw invalidField("eventId", messages.targetFull);
    const choice = choiceAtEvent(target, registration);
    await requireItemsLeft(inTransaction, target, choice);
    await moveToEvent(tx, registrationId, target.id, [...choice.items]);
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: registration.memberId,
      action: "event_registration_moved",
      before: { eventId: source.id, registrationId },
      after: { eventId: target.id, registrationId },
    });
    await offerFreedPlaces(inTransaction, source);
  });
  context.mailer.deliverSoon();
}
