import type { Purchase } from "../checkout/purchases.ts";
import { PurchaseRefusedError } from "../checkout/purchases.ts";
import { getMemberContact } from "../members/members.service.ts";
import { confirmRegistration, eventDates, findItemShortfall } from "./event-registration.service.ts";
import { lockEvent } from "./events.repository.ts";
import { countHeldPlaces, findRegistrationRecord, lockRegistration } from "./registrations.repository.ts";
import { cancelHeldRegistration } from "./waitlist.service.ts";

// Issue 28: what an event invoice buys, plugged into checkout in app.ts beside the memberships' join and renewal.

/**
 * A paid registration is confirmed. One whose hold ran out before the money arrived is confirmed still if a place
 * is free; otherwise the payment is refused and checkout refunds it. Runs in the settlement's transaction, which
 * holds the invoice; the event's lock is taken before the registration's, as everywhere else.
 */
const fulfil: Purchase<"event">["fulfil"] = async (context, invoice) => {
  const { registrationId } = invoice.selections;
  const found = await findRegistrationRecord(context.db, registrationId);
  if (!found) throw new PurchaseRefusedError("the registration is gone");
  const event = await lockEvent(context.db, found.eventId);
  const registration = await lockRegistration(context.db, registrationId);
  if (!event || !registration) throw new PurchaseRefusedError("the registration is gone");
  const released = registration.status === "cancelled" && registration.cancelReason === "unpaid";
  if (registration.status !== "pending" && !released)
    throw new PurchaseRefusedError(`the registration is ${registration.status}`);
  if (released && event.capacity !== null && (await countHeldPlaces(context.db, event.id)) >= event.capacity)
    throw new PurchaseRefusedError("the place held for this registration went to another member");
  // Issue 39: a released registration's items were freed with its place; taking it back takes them again.
  if (released && (await findItemShortfall(context, event, registration, registration.id)))
    throw new PurchaseRefusedError("an item of this registration was sold to other members meanwhile");
  const checkInCode = await confirmRegistration(context, event, registration, { total: invoice.total });
  return {
    payer: await getMemberContact(context, invoice.memberId),
    receiptNote: `You are registered for ${event.title} (${eventDates(event)}). Your check-in code is ${checkInCode}.`,
    undo: { registrationId },
  };
};

/**
 * The payment refunded in full: the registration is cancelled and its place offered on. A member's own
 * cancellation (marked as under way) keeps its reason; otherwise the office refunded it.
 */
const undo: Purchase<"event">["undo"] = async (context, invoice) => {
  const found = await findRegistrationRecord(context.db, invoice.selections.registrationId);
  if (!found) return;
  const event = await lockEvent(context.db, found.eventId);
  if (!event) return;
  await cancelHeldRegistration(context, event, found.id, {
    reason: found.cancellingAt === null ? "refunded" : "member",
    actorId: null,
  });
};

export const eventPurchase: Purchase<"event"> = { fulfil, undo };
