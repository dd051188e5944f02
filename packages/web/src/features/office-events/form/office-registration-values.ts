import { eventRegistrationMessages } from "@club/domain/event.schema";
import type { RegistrationChoice } from "@club/domain/event-registration.rules";
import type { OfflineMethod } from "@club/domain/office.schema";
import { type OfficeEvent, officeRegistrationSchema } from "@club/domain/office-events.schema";
import { type FieldError, type FieldErrors, type Resolver, set } from "react-hook-form";
import { ApiError } from "../../../api/api-error.ts";
import { bodyResolver } from "../../../office-kit/body-resolver.ts";
import { dollarsToCents } from "../../../office-kit/dollars.ts";
import type { OfficeRegistrationBody } from "../api/use-office-registrations.ts";

// Issue 28: the office registers a member for a portal event (a telephone call, a cheque in the post): the member's
// number, then what the member would choose themselves, and the payment the office holds, if any.

type EventItems = OfficeEvent["items"];

/** The form's fields as typed: text each, the amount in dollars. */
export interface OfficeRegistrationValues {
  memberNo: string;
  /** The car's id, "" for none. */
  vehicleId: string;
  associate: boolean;
  guests: { firstName: string; lastName: string }[];
  /** How many of each of the event's items, in the event's order; "" or "0" for none. */
  quantities: string[];
  /** The office holds a cheque, cash or a transfer for the registration now. */
  paidNow: boolean;
  payment: { method: OfflineMethod; reference: string; amount: string };
}

/** At most this many of one item, and this many guests: the request's limits. */
const maxQuantity = 20;
export const maxGuests = 10;
const amountHint = "Enter the amount in dollars, for example 45.00";
const memberNoHint = "A member number is digits only, for example 1042";

export function emptyRegistrationValues(items: EventItems): OfficeRegistrationValues {
  return {
    memberNo: "",
    vehicleId: "",
    associate: false,
    guests: [],
    quantities: items.map(() => ""),
    paidNow: false,
    payment: { method: "cheque", reference: "", amount: "" },
  };
}

const quantityOf = (text: string) => (text.trim() === "" ? 0 : Number(text.trim()));

function chosenItems(values: OfficeRegistrationValues, items: EventItems) {
  return items
    .map((item, row) => ({ ...item, quantity: quantityOf(values.quantities[row] ?? "") }))
    .filter((item) => item.quantity > 0);
}

type Payment = NonNullable<OfficeRegistrationBody["payment"]>;

/** The body as the form makes it: a number or an amount not yet typed (or not a number) is missing. */
type OfficeRegistrationDraft = Partial<Omit<OfficeRegistrationBody, "payment">> & {
  payment?: Omit<Payment, "amount"> & { amount: number | undefined };
};

/**
 * The POST body: the member's number, the car's id or null, the items chosen at least once (by id, issue 39), the
 * amount in cents.
 */
export function toOfficeRegistrationBody(
  values: OfficeRegistrationValues,
  items: EventItems,
): OfficeRegistrationDraft {
  const memberNo = values.memberNo.trim();
  return {
    memberNo: memberNo === "" ? undefined : Number(memberNo),
    vehicleId: values.vehicleId === "" ? null : Number(values.vehicleId),
    associate: values.associate,
    guests: values.guests.map((guest) => ({
      firstName: guest.firstName.trim(),
      lastName: guest.lastName.trim(),
    })),
    items: chosenItems(values, items).map(({ id, quantity }) => ({ itemId: id, quantity })),
    ...(values.paidNow
      ? {
          payment: {
            method: values.payment.method,
            reference: values.payment.reference.trim(),
            amount: dollarsToCents(values.payment.amount),
          },
        }
      : {}),
  };
}

/** What the registration costs as the form stands, for the price rule: the amount a cheque pays. */
export function toPricedChoice(values: OfficeRegistrationValues, items: EventItems): RegistrationChoice {
  return {
    associate: values.associate,
    guests: values.guests,
    items: chosenItems(values, items).map(({ label, quantity, amount }) => ({ label, quantity, amount })),
  };
}

/**
 * What the body cannot carry: a number that is not digits, a quantity that is not a whole number from 0 to 20 (said
 * at its row; the body's items are only those chosen), an amount that is not dollars.
 */
function precheck(values: OfficeRegistrationValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.memberNo.trim() !== "" && !/^\d+$/.test(values.memberNo.trim())) errors.memberNo = memberNoHint;
  for (const [row, text] of values.quantities.entries()) {
    const quantity = quantityOf(text);
    if (!/^\d*$/.test(text.trim()) || quantity > maxQuantity)
      errors[`quantities.${row}`] = eventRegistrationMessages.quantity;
  }
  if (values.paidNow && dollarsToCents(values.payment.amount) === undefined)
    errors["payment.amount"] = amountHint;
  return errors;
}

/** The body checked with the request's schema, each error nested at its field as the form reads them. */
export function officeRegistrationResolver(items: EventItems): Resolver<OfficeRegistrationValues> {
  const checkBody = bodyResolver(
    officeRegistrationSchema,
    (values: OfficeRegistrationValues) => toOfficeRegistrationBody(values, items),
    { precheck },
  );
  return async (values, context, options) => {
    const result = await checkBody(values, context, options);
    const flat = Object.entries(result.errors as Record<string, FieldError>);
    if (flat.length === 0) return result;
    const errors: FieldErrors<OfficeRegistrationValues> = {};
    for (const [field, error] of flat) set(errors, field, error);
    return { values: {}, errors };
  };
}

/**
 * The fields a refused registration's errors may name, as the form names them (an item's quantity by its row, once
 * withRegistrationFields has moved it there); the rest are listed above the buttons.
 */
export function officeRegistrationFields(values: OfficeRegistrationValues): string[] {
  return [
    "memberNo",
    "vehicleId",
    "associate",
    ...values.guests.flatMap((_, index) => [`guests.${index}.firstName`, `guests.${index}.lastName`]),
    ...values.quantities.map((_, row) => `quantities.${row}`),
    "paidNow",
    "payment.method",
    "payment.reference",
    "payment.amount",
  ];
}

/**
 * The server names a wrong amount `amount` (the invoice's settlement) and a payment refused for a full event
 * `payment`: both are moved to the form's fields. An item's refusal (`items.0.quantity`: too few left) names its
 * place among the items sent, moved to the quantity of that item's row.
 */
const serverFields: Record<string, string> = { amount: "payment.amount", payment: "paidNow" };

export function withRegistrationFields(
  error: unknown,
  body: { items?: readonly { itemId: number }[] } = {},
  items: EventItems = [],
): unknown {
  if (!(error instanceof ApiError)) return error;
  const errors: Record<string, string[]> = {};
  const rowOf = (name: string) => {
    const sent = /^items\.(\d+)\.(quantity|itemId)$/.exec(name);
    const itemId = sent ? body.items?.[Number(sent[1])]?.itemId : undefined;
    const row = items.findIndex((item) => item.id === itemId);
    return row === -1 ? undefined : `quantities.${row}`;
  };
  for (const [name, messages] of Object.entries(error.errors)) {
    const field = serverFields[name] ?? rowOf(name) ?? name;
    errors[field] = [...(errors[field] ?? []), ...messages];
  }
  return new ApiError(error.status, errors, error.existing);
}
