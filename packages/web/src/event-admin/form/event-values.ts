import {
  type CarEligibility,
  type EventPriceKind,
  type EventRegistrationMode,
  eventPriceKinds,
} from "@club/domain/event-registration.rules";
import type { OfficeEvent } from "@club/domain/office-events.schema";
import { centsToDollarsText, dollarsToCents } from "../../office-kit/dollars.ts";
import type { OfficeEventBody } from "../api/use-event-writes.ts";

/** A kind's price as typed, in dollars: all three empty, that kind registers free. */
export interface PriceValues {
  amount: string;
  earlyAmount: string;
  /** The early price's last day (YYYY-MM-DD). */
  earlyUntil: string;
}

/** Something sold with a registration, as typed: its price in dollars, its limit empty for none. */
export interface ItemValues {
  /** The event's id for the item (issue 39); null for one added in this form. */
  id: number | null;
  label: string;
  amount: string;
  limit: string;
}

/**
 * The event form's fields as typed: text each (the capacity too, empty: no limit), amounts in dollars. A form
 * event uses the first fields only; what was typed in the other mode's fields stays while the form is open.
 */
export interface EventValues {
  title: string;
  dateStart: string;
  dateEnd: string;
  /** "" for a club-wide event. */
  regionCode: string;
  registration: EventRegistrationMode;
  formId: string;
  capacity: string;
  place: string;
  description: string;
  prices: Record<EventPriceKind, PriceValues>;
  carRequired: boolean;
  carEligibility: CarEligibility;
  registrationOpens: string;
  registrationCloses: string;
  /** All three empty: no rule (a member who cancels gets everything back until the event starts). */
  cancellation: { fullRefundUntil: string; fee: string; noRefundAfter: string };
  items: ItemValues[];
}

const noPrice: PriceValues = { amount: "", earlyAmount: "", earlyUntil: "" };

export const emptyItemValues: ItemValues = { id: null, label: "", amount: "", limit: "" };

export const emptyEventValues: EventValues = {
  title: "",
  dateStart: "",
  dateEnd: "",
  regionCode: "",
  registration: "form",
  formId: "",
  capacity: "",
  place: "",
  description: "",
  prices: { member: noPrice, associate: noPrice, guest: noPrice },
  carRequired: false,
  carEligibility: "approved",
  registrationOpens: "",
  registrationCloses: "",
  cancellation: { fullRefundUntil: "", fee: "", noRefundAfter: "" },
  items: [],
};

const dollarsText = (cents: number | null) => (cents === null ? "" : centsToDollarsText(cents));

export function eventValuesOf(event: OfficeEvent): EventValues {
  const priceOf = (kind: EventPriceKind): PriceValues => {
    const price = event.prices.find((candidate) => candidate.kind === kind);
    return price
      ? {
          amount: dollarsText(price.amount),
          earlyAmount: dollarsText(price.earlyAmount),
          earlyUntil: price.earlyUntil ?? "",
        }
      : noPrice;
  };
  return {
    title: event.title,
    dateStart: event.dateStart,
    dateEnd: event.dateEnd,
    regionCode: event.regionCode ?? "",
    registration: event.registration,
    formId: event.formId ?? "",
    capacity: event.capacity === null ? "" : String(event.capacity),
    place: event.place ?? "",
    description: event.description ?? "",
    prices: { member: priceOf("member"), associate: priceOf("associate"), guest: priceOf("guest") },
    carRequired: event.carRequired,
    carEligibility: event.carEligibility,
    registrationOpens: event.registrationOpens ?? "",
    registrationCloses: event.registrationCloses ?? "",
    cancellation: event.cancellation
      ? {
          fullRefundUntil: event.cancellation.fullRefundUntil ?? "",
          fee: dollarsText(event.cancellation.fee),
          noRefundAfter: event.cancellation.noRefundAfter ?? "",
        }
      : emptyEventValues.cancellation,
    items: event.items.map((item) => ({
      id: item.id,
      label: item.label,
      amount: dollarsText(item.amount),
      limit: item.limit === null ? "" : String(item.limit),
    })),
  };
}

/** The kinds whose price was typed, in the order the body lists them (the server names a price by this index). */
export function listedPriceKinds(values: EventValues): EventPriceKind[] {
  return eventPriceKinds.filter((kind) =>
    Object.values(values.prices[kind]).some((text) => text.trim() !== ""),
  );
}

const blank = (text: string) => text.trim() === "";
/** Cents of an amount typed in dollars; NaN (refused by the schema, and said first by the form) for what is not one. */
const cents = (text: string) => dollarsToCents(text) ?? Number.NaN;
const optionalCents = (text: string) => (blank(text) ? null : cents(text));
/** A whole number typed; empty: none; what is not a number fails the schema. */
const optionalNumber = (text: string) => (blank(text) ? null : Number(text.trim()));
const optionalDay = (day: string) => day || null;

function cancellationBody(values: EventValues) {
  const { fullRefundUntil, fee, noRefundAfter } = values.cancellation;
  if (blank(fullRefundUntil) && blank(fee) && blank(noRefundAfter)) return null;
  return {
    fullRefundUntil: optionalDay(fullRefundUntil),
    fee: optionalCents(fee),
    noRefundAfter: optionalDay(noRefundAfter),
  };
}

/**
 * The POST or PUT body: no region and no capacity as null. A form event sends its form id; a portal event its
 * place, prices (the kinds typed), car rule, registration days, cancellation rule and items instead.
 */
export function toEventBody(values: EventValues): OfficeEventBody {
  const common = {
    title: values.title.trim(),
    dateStart: values.dateStart,
    dateEnd: values.dateEnd,
    regionCode: values.regionCode || null,
    registration: values.registration,
    capacity: optionalNumber(values.capacity),
  };
  if (values.registration === "form") return { ...common, formId: values.formId.trim() };
  return {
    ...common,
    place: values.place.trim(),
    description: values.description.trim(),
    prices: listedPriceKinds(values).map((kind) => ({
      kind,
      amount: cents(values.prices[kind].amount),
      earlyUntil: optionalDay(values.prices[kind].earlyUntil),
      earlyAmount: optionalCents(values.prices[kind].earlyAmount),
    })),
    carRequired: values.carRequired,
    carEligibility: values.carEligibility,
    registrationOpens: optionalDay(values.registrationOpens),
    registrationCloses: optionalDay(values.registrationCloses),
    cancellation: cancellationBody(values),
    items: values.items.map((item) => ({
      // Issue 39: the item keeps its id, so what was sold of it stays counted even when it is renamed.
      ...(item.id === null ? {} : { id: item.id }),
      label: item.label.trim(),
      amount: cents(item.amount),
      limit: optionalNumber(item.limit),
    })),
  };
}
