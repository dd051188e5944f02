import { type Checkout, type CheckoutItem, checkoutOf } from "./checkout.rules.ts";

// Issue 28: the rules of registering for a portal event, shared by the server (which decides) and the web (which
// shows the price and the refund before the member commits).

/** How members register: through the external form service (spec §3, the default) or here in the portal. */
export const eventRegistrationModes = ["form", "portal"] as const;
export type EventRegistrationMode = (typeof eventRegistrationModes)[number];

/** Who a price is for: the member registering, their associate (spouse or partner), a guest. */
export const eventPriceKinds = ["member", "associate", "guest"] as const;
export type EventPriceKind = (typeof eventPriceKinds)[number];

/** Which car a portal event admits when it requires one: any the club approved, or one on the Full Classic list. */
export const carEligibilities = ["approved", "full_classic"] as const;
export type CarEligibility = (typeof carEligibilities)[number];

/**
 * pending: a place held while it is paid for; confirmed: paid (or free); waitlisted: the event was full; offered: a
 * freed place held for a waiting member until the offer ends; cancelled. A form event's registrations are confirmed.
 */
export const registrationStatuses = ["pending", "confirmed", "waitlisted", "offered", "cancelled"] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

/** The statuses that hold one of the event's places. */
export const placeHoldingStatuses = [
  "pending",
  "offered",
  "confirmed",
] as const satisfies RegistrationStatus[];

/**
 * Issue 39: the statuses whose items count against an item's limit: those that took their place (their items were
 * counted then). A place offered from the waiting list takes its items when the member takes the offer.
 */
export const itemHoldingStatuses = ["pending", "confirmed"] as const satisfies RegistrationStatus[];

export interface EventPriceRule {
  kind: EventPriceKind;
  amount: number;
  earlyUntil: string | null;
  earlyAmount: number | null;
}

/** A kind's price on `today` (YYYY-MM-DD): the early amount until its last day, then the regular one; none: free. */
export function priceOn(prices: readonly EventPriceRule[], kind: EventPriceKind, today: string): number {
  const price = prices.find((candidate) => candidate.kind === kind);
  if (!price) return 0;
  if (price.earlyUntil !== null && price.earlyAmount !== null && today <= price.earlyUntil)
    return price.earlyAmount;
  return price.amount;
}

export interface RegistrationChoice {
  associate: boolean;
  guests: readonly { firstName: string; lastName: string }[];
  items: readonly { label: string; quantity: number; amount: number }[];
}

/**
 * What a registration costs on `today`: the member, their associate, each guest, each item, then the online
 * convenience fee on the sum (as a join's invoice has it; a cheque pays the subtotal).
 */
export function priceRegistration(
  event: { title: string; prices: readonly EventPriceRule[]; regionId?: number | null },
  choice: RegistrationChoice,
  today: string,
  feePercent: number,
): Checkout {
  const lines: CheckoutItem[] = [
    { kind: "event_member", description: event.title, amount: priceOn(event.prices, "member", today) },
  ];
  if (choice.associate)
    lines.push({
      kind: "event_associate",
      description: `${event.title}, associate`,
      amount: priceOn(event.prices, "associate", today),
    });
  for (const guest of choice.guests)
    lines.push({
      kind: "event_guest",
      description: `${event.title}, guest: ${guest.firstName} ${guest.lastName}`,
      amount: priceOn(event.prices, "guest", today),
    });
  for (const item of choice.items)
    lines.push({
      kind: "event_item",
      description: item.quantity === 1 ? item.label : `${item.label} × ${item.quantity}`,
      amount: item.amount * item.quantity,
    });
  // Issue 42: a region's event earns the region every line; the club's own events earn national.
  const { regionId } = event;
  return checkoutOf(regionId ? lines.map((line) => ({ ...line, regionId })) : lines, feePercent);
}

export interface CancellationRuleFacts {
  fullRefundUntil: string | null;
  fee: number;
  noRefundAfter: string | null;
}

/**
 * What a member who cancels on `today` gets back of `paid` cents: all of it until the full refund ends, then all
 * but the fee, nothing once refunds stop. An event without a rule refunds in full until it starts.
 */
export function refundOnCancel(rule: CancellationRuleFacts | null, paid: number, today: string): number {
  if (rule === null) return paid;
  if (rule.fullRefundUntil !== null && today <= rule.fullRefundUntil) return paid;
  if (rule.noRefundAfter !== null && today > rule.noRefundAfter) return 0;
  return Math.max(0, paid - rule.fee);
}

/**
 * Issue 39: how many of an item are left of its limit once `sold` are held by registrations (null: no limit). The
 * caller counts `sold` by the item's id, over every registration holding a place, under the event's lock.
 */
export function itemLeft(item: { limit: number | null }, sold: number): number | null {
  return item.limit === null ? null : Math.max(0, item.limit - sold);
}

/** Whether registration is open on `today`: inside the window the office set, and no later than the first day. */
export function registrationWindowState(
  event: { registrationOpens: string | null; registrationCloses: string | null; dateStart: string },
  today: string,
): "open" | "not_yet" | "closed" {
  if (event.registrationOpens !== null && today < event.registrationOpens) return "not_yet";
  const closes = event.registrationCloses ?? event.dateStart;
  return today > closes ? "closed" : "open";
}
