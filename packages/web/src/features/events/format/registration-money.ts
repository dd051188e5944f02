import { clubDate, clubMoment } from "@club/domain/club-clock";
import type { Registration } from "@club/domain/event.schema";
import { formatCents } from "@club/domain/money";
import type { DetailRow } from "../../../components/detail-list.tsx";

/**
 * Issue 40: what a registration's card says of money, in one row: what a waiting or offered place will cost (never
 * "Free" for a place that has a price), what was paid, or what came back of a cancelled one and when. Moments are
 * in the club's zone.
 */
export function registrationMoneyRow(registration: Registration, timeZone: string): DetailRow {
  const { status, placePrice, holdUntil } = registration;
  if (status === "waitlisted")
    return {
      label: "Price",
      value: placePrice ? `${formatCents(placePrice)} if a place is offered` : "Free",
    };
  if (status === "offered") {
    if (!placePrice) return { label: "Price", value: "Free" };
    const price = formatCents(placePrice);
    return {
      label: "To pay",
      value: holdUntil
        ? `Pay ${price} by ${clubMoment(new Date(holdUntil), timeZone)}`
        : `${price} once you accept the place`,
    };
  }
  if (status === "cancelled") return { label: "Refund", value: refundText(registration, timeZone) };
  return { label: "Total", value: registration.total > 0 ? formatCents(registration.total) : "Free" };
}

/** A cancelled registration's refund: how much and on which day, or plainly that nothing came back, and why. */
function refundText({ paid, refunded, refundedAt }: Registration, timeZone: string): string {
  if (paid === 0) return "Nothing was paid, so nothing is refunded";
  if (refunded === 0 || refundedAt === null) return `No refund of the ${formatCents(paid)} paid`;
  const on = clubDate(new Date(refundedAt), timeZone);
  if (refunded >= paid) return `Refunded ${formatCents(refunded)} on ${on}`;
  return `Refunded ${formatCents(refunded)} of the ${formatCents(paid)} paid, on ${on}`;
}
