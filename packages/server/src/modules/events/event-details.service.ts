import { isoDay } from "@club/domain/days";
import { type EventDetails, eventRegistrationMessages as messages } from "@club/domain/event.schema";
import { itemLeft, priceOn, registrationWindowState } from "@club/domain/event-registration.rules";
import { inGoodStanding } from "@club/domain/standing.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { notFound } from "../../lib/app-error.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { findEventWithRegion, findRegistrations } from "./events.repository.ts";
import { toRegistrations } from "./events.service.ts";
import { countHeldPlaces, countItemsSold, countWaiting } from "./registrations.repository.ts";

/** Why the member cannot register today, or null when they can. */
function cannotRegisterReason(
  event: {
    registration: string;
    registrationOpens: string | null;
    registrationCloses: string | null;
    dateStart: string;
  },
  today: string,
  session: SessionContext,
  registered: boolean,
): string | null {
  if (event.registration !== "portal") return messages.notPortal;
  if (registered) return messages.alreadyRegistered;
  const window = registrationWindowState(event, today);
  if (window === "not_yet") return messages.notOpenYet(event.registrationOpens ?? "");
  if (window === "closed") return messages.closed;
  if (!inGoodStanding(session.standing)) return messages.notGoodStanding;
  return null;
}

/** GET /events/{id}: the event as a member reads it before registering, with their own registration. */
export async function getEventDetails(
  context: AppContext,
  session: SessionContext,
  id: number,
): Promise<EventDetails> {
  const event = await findEventWithRegion(context.db, id);
  if (!event) throw notFound();
  const today = isoDay(context.now());
  const [held, waitlisted, sold, own] = await Promise.all([
    countHeldPlaces(context.db, id),
    countWaiting(context.db, id),
    countItemsSold(context.db, id),
    findRegistrations(context.db, session.memberId, { eventId: id }),
  ]);
  const live = own.filter((row) => row.status !== "cancelled");
  const [registration] = await toRegistrations(context, live.slice(-1));
  const reason = cannotRegisterReason(event, today, session, registration !== undefined);
  return {
    id: event.id,
    registration: event.registration,
    formId: event.formId,
    title: event.title,
    dateStart: event.dateStart,
    dateEnd: event.dateEnd,
    regionName: event.regionName,
    place: event.place,
    full: event.capacity !== null && held >= event.capacity,
    description: event.description,
    capacity: event.capacity,
    placesLeft: event.capacity === null ? null : Math.max(0, event.capacity - held),
    waitlisted,
    prices: event.prices.map((price) => ({
      kind: price.kind,
      amount: priceOn(event.prices, price.kind, today),
      regularAmount: price.amount,
      earlyUntil: price.earlyUntil !== null && today <= price.earlyUntil ? price.earlyUntil : null,
    })),
    carRequired: event.carRequired,
    carEligibility: event.carEligibility,
    registrationOpens: event.registrationOpens,
    registrationCloses: event.registrationCloses,
    canRegister: reason === null,
    cannotRegisterReason: reason,
    cancellation: event.cancellation,
    items: event.items.map((item) => ({
      id: item.id,
      label: item.label,
      amount: item.amount,
      left: itemLeft(item, sold.get(item.id) ?? 0),
    })),
    myRegistration: registration ?? null,
  };
}
