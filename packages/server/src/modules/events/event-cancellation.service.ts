import { isoDay } from "@club/domain/days";
import { eventRegistrationMessages as messages } from "@club/domain/event.schema";
import { refundOnCancel } from "@club/domain/event-registration.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, invalidField, notFound } from "../../lib/app-error.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { paymentOfInvoice, withdrawInvoice } from "../checkout/invoices.service.ts";
import { refundPayment } from "../checkout/office-payments.service.ts";
import type { PaymentsContext } from "../checkout/payments-context.ts";
import { refundMail } from "../mail/mail-templates.ts";
import { getMemberContact } from "../members/members.service.ts";
import { authorize, authorizeOwn } from "../policy/policy.ts";
import { configWithClubSettings } from "../settings/settings.service.ts";
import type { EventRecord } from "./event-registration.service.ts";
import { lockEvent } from "./events.repository.ts";
import {
  claimCancelling,
  findEventRecord,
  findRegistrationRecord,
  type RegistrationRecord,
  releaseCancelling,
} from "./registrations.repository.ts";
import { type CancelReason, cancelHeldRegistration } from "./waitlist.service.ts";

// Issue 28: DELETE /registrations/{id}. The event's rule decides what goes back of what was paid; the refund goes
// through the provider that took it (or is recorded, for a cheque), and the place goes to the next waiting member.

const registrationCancelling = () =>
  new AppError("registration_cancelling", { base: [messages.beingCancelled] });

const paymentUnderWay = () => new AppError("payment_in_progress", { base: [messages.paymentUnderWay] });

/** Cancels in one transaction under the event's lock; nothing was paid, or nothing goes back. */
async function cancelUnpaid(context: AppContext, eventId: number, registrationId: number, cancel: Cancel) {
  return context.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound();
    await cancelHeldRegistration({ ...context, db: tx }, event, registrationId, cancel);
  });
}

interface Cancel {
  reason: CancelReason;
  actorId: number;
  note?: string;
}

/** What goes back of the payment: the event's rule (a member's cancellation), all of it, or nothing. */
export type RefundChoice = "rule" | "full" | "none";

interface CancelRequest {
  refund: RefundChoice;
  /** Why, in the refund's record and the trail. */
  note: string;
  cancel: Cancel;
  /** Asked before any money moves: whoever cancels may give back this much (the office's refund role). */
  mayRefund?: (amount: number) => void;
}

/**
 * A portal registration cancelled: a place offered or waited for simply goes; one awaiting payment has its invoice
 * withdrawn first (a payment under way must finish: 409); a paid one is refunded as asked. Marking it "cancelling"
 * before the provider is asked makes a second cancellation at once a 409, not a second refund. Returns what was
 * given back, in cents.
 */
async function cancelPortalRegistration(
  context: PaymentsContext,
  found: RegistrationRecord,
  event: EventRecord,
  request: CancelRequest,
): Promise<number> {
  if (found.status === "cancelled") throw invalidField("base", messages.alreadyCancelled);
  const { cancel } = request;
  if (found.invoiceId === null) {
    await cancelUnpaid(context, event.id, found.id, cancel);
    return 0;
  }
  const invoice = await withdrawInvoice(context, found.invoiceId);
  if (invoice === "paying") throw paymentUnderWay();
  const payment = invoice === "paid" ? await paymentOfInvoice(context, found.invoiceId) : undefined;
  const refund = payment ? refundFor(request.refund, event, payment, isoDay(context.now())) : 0;
  if (!payment || refund <= 0) {
    await cancelUnpaid(context, event.id, found.id, cancel);
    return 0;
  }
  request.mayRefund?.(refund);
  if (!(await claimCancelling(context.db, found.id, context.now()))) throw registrationCancelling();
  try {
    await refundPayment(
      context,
      payment.id,
      { amount: refund, reason: request.note, actorId: cancel.actorId },
      async (inTransaction, outcome) => {
        const locked = await lockEvent(inTransaction.db, event.id);
        if (!locked) throw notFound();
        await cancelHeldRegistration(inTransaction, locked, found.id, cancel);
        const payer = await getMemberContact(inTransaction, found.memberId);
        await inTransaction.mailer.enqueue(
          refundMail(await configWithClubSettings(inTransaction), {
            payer,
            orderId: outcome.invoice.publicId,
            amount: outcome.amount,
            full: outcome.full,
            method: outcome.method,
            cancelled: {
              by: cancel.reason === "member" ? "member" : "office",
              what: `your registration for ${event.title}`,
            },
          }),
          inTransaction.db,
        );
      },
    );
  } catch (error) {
    await releaseCancelling(context.db, found.id);
    throw error;
  }
  return refund;
}

function refundFor(
  choice: RefundChoice,
  event: EventRecord,
  payment: { amount: number; refunded: number },
  today: string,
) {
  const left = payment.amount - payment.refunded;
  if (choice === "none") return 0;
  if (choice === "full") return left;
  return Math.min(refundOnCancel(event.cancellation, payment.amount, today), left);
}

/** DELETE /registrations/{id}: the member's own portal registration, before the event starts, by the event's rule. */
export async function cancelRegistration(
  context: PaymentsContext,
  session: SessionContext,
  registrationId: number,
): Promise<number> {
  const found = await findRegistrationRecord(context.db, registrationId);
  authorizeOwn(session, "cancelRegistration", found);
  if (found.submissionId !== null) throw invalidField("base", messages.notPortal);
  if (found.status === "cancelled") throw invalidField("base", messages.alreadyCancelled);
  const event = await findEventRecord(context.db, found.eventId);
  if (!event) throw notFound();
  if (isoDay(context.now()) >= event.dateStart) throw invalidField("base", messages.eventStarted);
  const refunded = await cancelPortalRegistration(context, found, event, {
    refund: "rule",
    note: `Registration cancelled by the member: ${event.title}`,
    cancel: { reason: "member", actorId: session.memberId },
  });
  // The place freed is offered on by e-mail: it goes now rather than at the next minute's delivery run.
  context.mailer.deliverSoon();
  return refunded;
}

/**
 * DELETE /office/registrations/{id}: the office cancels a portal registration at any time, giving back what the
 * event's rule says, all of it, or nothing; money going back needs the office's refund role.
 */
export async function cancelRegistrationByOffice(
  context: PaymentsContext,
  session: SessionContext,
  registrationId: number,
  input: { refund: RefundChoice; reason: string },
) {
  const found = await findRegistrationRecord(context.db, registrationId);
  if (!found) throw notFound();
  if (found.submissionId !== null) throw invalidField("base", messages.notPortal);
  const event = await findEventRecord(context.db, found.eventId);
  if (!event) throw notFound();
  const refunded = await cancelPortalRegistration(context, found, event, {
    refund: input.refund,
    note: input.reason,
    cancel: { reason: "office", actorId: session.memberId, note: input.reason },
    mayRefund: () => authorize(session, "refundPayments"),
  });
  context.mailer.deliverSoon();
  return { registrationId, refunded };
}
