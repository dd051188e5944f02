import { eventPriceKinds } from "@club/domain/event-registration.rules";
import { officeEventInputSchema, officeEventMessages } from "@club/domain/office-events.schema";
import { type FieldError, type FieldErrors, get, type Resolver, set } from "react-hook-form";
import { ApiError } from "../../api/api-error.ts";
import { bodyResolver } from "../../office-kit/body-resolver.ts";
import { dollarsToCents } from "../../office-kit/dollars.ts";
import { type EventValues, listedPriceKinds, toEventBody } from "./event-values.ts";

// The body lists only the prices typed, so its `prices.1.amount` is the form's `prices.guest.amount` when no
// associate price was typed: every error the schema or the server names is moved to the field the form shows.

export const dollarsMessage = "Enter the amount in dollars, for example 25 or 25.00";
const regularPriceMessage = "Enter the regular price too: the early price replaces it until its last day";

/**
 * The fields shown in the mode chosen, named as the form names them (a price by its kind, an item by its row): an
 * error the server names at another field is listed above the buttons rather than at a hidden field.
 */
export function eventFormFields(values: EventValues): string[] {
  const common = ["title", "dateStart", "dateEnd", "regionCode", "registration", "capacity"];
  if (values.registration === "form") return [...common, "formId"];
  return [
    ...common,
    "place",
    "description",
    ...eventPriceKinds.flatMap((kind) =>
      ["amount", "earlyAmount", "earlyUntil"].map((key) => `prices.${kind}.${key}`),
    ),
    "carRequired",
    "carEligibility",
    "registrationOpens",
    "registrationCloses",
    "cancellation.fullRefundUntil",
    "cancellation.fee",
    "cancellation.noRefundAfter",
    "items",
    ...values.items.flatMap((_, row) => ["label", "amount", "limit"].map((key) => `items.${row}.${key}`)),
  ];
}

/** The form's field a body's field name is: "prices.0.amount" → "prices.member.amount" when member is listed first. */
export function eventFieldOf(bodyField: string, values: EventValues): string {
  const [head, index, ...rest] = bodyField.split(".");
  const kind = head === "prices" && index !== undefined ? listedPriceKinds(values)[Number(index)] : undefined;
  return kind ? ["prices", kind, ...rest].join(".") : bodyField;
}

/**
 * What the body cannot carry or the schema says late: text that is not dollars, an early price with no regular one,
 * and a form event's missing form id (the schema decides it only once every other field parses, so it is said
 * here with the other missing fields).
 */
function precheck(values: EventValues): Record<string, string> {
  if (values.registration === "form")
    return values.formId.trim() === "" ? { formId: officeEventMessages.formIdRequired } : {};
  const errors: Record<string, string> = {};
  const check = (field: string, text: string, required: boolean) => {
    if (text.trim() === "" ? required : dollarsToCents(text) === undefined) errors[field] = dollarsMessage;
  };
  for (const kind of eventPriceKinds) {
    const price = values.prices[kind];
    if (price.amount.trim() === "" && (price.earlyAmount.trim() !== "" || price.earlyUntil !== ""))
      errors[`prices.${kind}.amount`] = regularPriceMessage;
    else check(`prices.${kind}.amount`, price.amount, false);
    check(`prices.${kind}.earlyAmount`, price.earlyAmount, false);
  }
  check("cancellation.fee", values.cancellation.fee, false);
  for (const [row, item] of values.items.entries()) check(`items.${row}.amount`, item.amount, true);
  return errors;
}

const checkBody = bodyResolver(officeEventInputSchema, toEventBody, { precheck });

/**
 * The event's body checked with the request's schema, each error at the form's field (nested, as the form reads
 * them); a field the checks above already refused keeps their message.
 */
export const eventResolver: Resolver<EventValues> = async (values, context, options) => {
  const result = await checkBody(values, context, options);
  const flat = Object.entries(result.errors as Record<string, FieldError>);
  if (flat.length === 0) return result;
  const errors: FieldErrors<EventValues> = {};
  for (const [bodyField, error] of flat) {
    const field = eventFieldOf(bodyField, values);
    if (!get(errors, field)) set(errors, field, error);
  }
  return { values: {}, errors };
};

/**
 * A regional administrator's event (issue 28): the office's checks, and a region, which must be one of theirs (the
 * select offers no other), as the server says at the same field.
 */
export const regionalEventResolver: Resolver<EventValues> = async (values, context, options) => {
  const result = await eventResolver(values, context, options);
  if (values.regionCode !== "") return result;
  const regionCode = { type: "required", message: officeEventMessages.regionNotAdministered };
  return { values: {}, errors: { ...result.errors, regionCode } };
};

/** A refused write's error with its fields named as the form names them (for showServerErrors). */
export function withEventFields(error: unknown, values: EventValues): unknown {
  if (!(error instanceof ApiError)) return error;
  const errors: Record<string, string[]> = {};
  for (const [bodyField, messages] of Object.entries(error.errors)) {
    const field = eventFieldOf(bodyField, values);
    errors[field] = [...(errors[field] ?? []), ...messages];
  }
  return new ApiError(error.status, errors, error.existing);
}
