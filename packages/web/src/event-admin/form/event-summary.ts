import type { EventPriceKind } from "@club/domain/event-registration.rules";
import { formatCents } from "@club/domain/money";
import type { OfficeEventBody } from "../api/use-event-writes.ts";
import { type EventValues, toEventBody } from "./event-values.ts";

// What the event form's second step lists: each field as the office will read it, a change as "before → after".

export const clubWide = "Club-wide (no region)";

export const registrationModeLabels = {
  form: "Through the form service",
  portal: "Here in the portal",
} as const;

export const priceKindLabels: Record<EventPriceKind, string> = {
  member: "Member",
  associate: "Associate",
  guest: "Guest",
};

export const carEligibilityLabels = {
  approved: "Any car the club approved",
  full_classic: "Only cars on the Full Classic list",
} as const;

const summaryLabels = {
  title: "Title",
  dates: "Dates",
  region: "Region",
  registration: "How members register",
  formId: "Form id",
  capacity: "Capacity",
  place: "Place",
  description: "Description",
  prices: "Prices",
  car: "Car",
  window: "Registration",
  cancellation: "Cancellation",
  items: "Items",
} as const;
type SummaryKey = keyof typeof summaryLabels;

const formKeys: SummaryKey[] = ["title", "dates", "region", "registration", "formId", "capacity"];
const portalKeys: SummaryKey[] = [
  "title",
  "dates",
  "region",
  "registration",
  "capacity",
  "place",
  "description",
  "prices",
  "car",
  "window",
  "cancellation",
  "items",
];

type Body = OfficeEventBody;

function pricesLine(body: Body): string {
  const kinds = Object.keys(priceKindLabels) as EventPriceKind[];
  return kinds
    .map((kind) => {
      const price = body.prices?.find((candidate) => candidate.kind === kind);
      if (!price) return `${priceKindLabels[kind]} free`;
      const early =
        typeof price.earlyAmount === "number" && price.earlyUntil
          ? ` (${formatCents(price.earlyAmount)} until ${price.earlyUntil})`
          : "";
      return `${priceKindLabels[kind]} ${formatCents(price.amount)}${early}`;
    })
    .join("; ");
}

function carLine(body: Body): string {
  return body.carRequired
    ? `Required: ${carEligibilityLabels[body.carEligibility ?? "approved"]}`
    : "Not required";
}

function windowLine(body: Body): string {
  const opens = body.registrationOpens ? `opens ${body.registrationOpens}` : "open now";
  const closes = body.registrationCloses
    ? `closes ${body.registrationCloses}`
    : "closes when the event starts";
  return `${opens.charAt(0).toUpperCase()}${opens.slice(1)}, ${closes}`;
}

function cancellationLine(body: Body): string {
  const rule = body.cancellation;
  if (!rule) return "Full refund until the event starts";
  const parts = [
    rule.fullRefundUntil ? `full refund until ${rule.fullRefundUntil}` : null,
    `a fee of ${formatCents(rule.fee ?? 0)} is kept`,
    rule.noRefundAfter ? `no refund after ${rule.noRefundAfter}` : null,
  ].filter(Boolean);
  const line = parts.join("; ");
  return `${line.charAt(0).toUpperCase()}${line.slice(1)}`;
}

function itemsLine(body: Body): string {
  if (!body.items?.length) return "None";
  return body.items
    .map((item) => `${item.label} ${formatCents(item.amount)}${item.limit ? ` (${item.limit} at most)` : ""}`)
    .join("; ");
}

function summaryLines(values: EventValues, regionName: (code: string) => string): Record<SummaryKey, string> {
  const body = toEventBody(values);
  return {
    title: body.title,
    dates: body.dateStart === body.dateEnd ? body.dateStart : `${body.dateStart} to ${body.dateEnd}`,
    region: body.regionCode ? regionName(body.regionCode) : clubWide,
    registration: registrationModeLabels[values.registration],
    formId: body.formId ?? "",
    capacity: body.capacity ? `${body.capacity} members at most` : "No limit",
    place: body.place || "Not given",
    description: body.description || "None",
    prices: pricesLine(body),
    car: carLine(body),
    window: windowLine(body),
    cancellation: cancellationLine(body),
    items: itemsLine(body),
  };
}

/**
 * The lines of the question: the whole event when it is new; when it is changed, only what differs from the event
 * as it was ("Capacity: 40 members at most → No limit").
 */
export function eventSummary(
  values: EventValues,
  before: EventValues | null,
  regionName: (code: string) => string = String,
): string[] {
  const now = summaryLines(values, regionName);
  const keys = values.registration === "portal" ? portalKeys : formKeys;
  if (!before) return keys.map((key) => `${summaryLabels[key]}: ${now[key]}`);
  const was = summaryLines(before, regionName);
  return keys
    .filter((key) => was[key] !== now[key])
    .map((key) => `${summaryLabels[key]}: ${was[key]} → ${now[key]}`);
}
