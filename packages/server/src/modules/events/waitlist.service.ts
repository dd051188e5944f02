import { clubMoment } from "@club/domain/club-clock";
import { isoDay } from "@club/domain/days";
import type { AppContext } from "../../lib/app-context.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { withdrawInvoice } from "../checkout/invoices.service.ts";
import { eventPlaceOfferedMail } from "../mail/mail-templates.ts";
import { getMemberContact } from "../members/members.service.ts";
import { configWithClubSettings, getClubTimeZone } from "../settings/settings.service.ts";
import { type EventRecord, eventDates } from "./event-registration.service.ts";
import { lockEvent } from "./events.repository.ts";
import {
  countHeldPlaces,
  findEventsWithExpiredHolds,
  findExpiredHolds,
  findFirstWaiting,
  lockRegistration,
  type RegistrationRecord,
  updateRegistration,
} from "./registrations.repository.ts";

// Issue 28: a full portal event keeps a waiting list. A place freed (a cancellation, a hold run out, a larger
// capacity) is offered to the first waiting member by e-mail, held for them EVENT_OFFER_HOURS, then the next.

/**
 * Each place free at the event goes to the next waiting member, as long as registration is still open. The caller
 * holds the event's row lock, in the transaction that freed the place.
 */
export async function offerFreedPlaces(context: AppContext, event: EventRecord) {
  if (event.registration !== "portal") return;
  if (isoDay(context.now()) > (event.registrationCloses ?? event.dateStart)) return;
  let held = await countHeldPlaces(context.db, event.id);
  while (event.capacity === null || held < event.capacity) {
    const next = await findFirstWaiting(context.db, event.id);
    if (!next) return;
    const holdUntil = new Date(context.now().getTime() + context.config.events.offerHoldMs);
    await updateRegistration(context.db, next.id, { status: "offered", holdUntil });
    const member = await getMemberContact(context, next.memberId);
    await context.mailer.enqueue(
      {
        ...eventPlaceOfferedMail(await configWithClubSettings(context), member, {
          eventTitle: event.title,
          eventDates: eventDates(event),
          holdUntil: clubMoment(holdUntil, await getClubTimeZone(context)),
        }),
        memberId: next.memberId,
      },
      context.db,
    );
    await recordAudit(context, {
      actorId: null,
      memberId: next.memberId,
      action: "event_place_offered",
      after: { eventId: event.id, registrationId: next.id, holdUntil: holdUntil.toISOString() },
    });
    held += 1;
  }
}

export type CancelReason = "member" | "office" | "unpaid" | "offer_expired" | "refunded";

/**
 * The registration is cancelled (once: a second call changes nothing) and, if it held a place, the place is offered
 * on. The caller holds the event's row lock; `context.db` is its transaction.
 */
export async function cancelHeldRegistration(
  context: AppContext,
  event: EventRecord,
  registrationId: number,
  cancel: { reason: CancelReason; actorId: number | null; note?: string },
): Promise<RegistrationRecord | undefined> {
  const registration = await lockRegistration(context.db, registrationId);
  if (!registration || registration.status === "cancelled") return registration;
  const now = context.now();
  await updateRegistration(context.db, registrationId, {
    status: "cancelled",
    cancelledAt: now,
    cancelReason: cancel.reason,
    cancellingAt: null,
    holdUntil: null,
  });
  await recordAudit(context, {
    actorId: cancel.actorId,
    memberId: registration.memberId,
    action: "event_registration_cancelled",
    reason: cancel.note ?? cancel.reason,
    before: { eventId: event.id, registrationId, status: registration.status },
    after: { cancelReason: cancel.reason },
  });
  if (registration.status !== "waitlisted") await offerFreedPlaces(context, event);
  return { ...registration, status: "cancelled", cancelledAt: now, cancelReason: cancel.reason };
}

/**
 * The housekeeping of holds (every minute): a place awaiting payment or offered, whose hold ran out, goes to the
 * next waiting member. An unpaid invoice is withdrawn first, in its own transaction, so a payment settling at that
 * moment either confirms the registration first or finds the invoice void and is refunded; one whose capture is
 * under way is left for the next run. Returns how many holds were released.
 */
export async function releaseExpiredHolds(context: AppContext) {
  let released = 0;
  for (const eventId of await findEventsWithExpiredHolds(context.db, context.now())) {
    const withdrawn = new Set<number>();
    for (const registration of await findExpiredHolds(context.db, eventId, context.now())) {
      if (registration.status !== "pending" || registration.invoiceId === null) continue;
      const invoice = await withdrawInvoice(context, registration.invoiceId);
      if (invoice === "void" || invoice === "gone") withdrawn.add(registration.id);
    }
    released += await context.db.transaction(async (tx) => {
      const inTransaction = { ...context, db: tx };
      const event = await lockEvent(tx, eventId);
      if (!event) return 0;
      let count = 0;
      for (const registration of await findExpiredHolds(tx, eventId, context.now())) {
        if (
          registration.status === "pending" &&
          registration.invoiceId !== null &&
          !withdrawn.has(registration.id)
        )
          continue;
        const reason = registration.status === "offered" ? "offer_expired" : "unpaid";
        await cancelHeldRegistration(inTransaction, event, registration.id, { reason, actorId: null });
        count += 1;
      }
      return count;
    });
  }
  if (released > 0) context.mailer.deliverSoon();
  return released;
}
