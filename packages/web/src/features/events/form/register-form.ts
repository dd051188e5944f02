import {
  type EventDetails,
  eventRegistrationMessages,
  type RegisterForEventInput,
  registerForEventSchema,
} from "@club/domain/event.schema";
import type { RegistrationChoice } from "@club/domain/event-registration.rules";
import { zodResolver } from "@hookform/resolvers/zod";
import { type Resolver, useForm } from "react-hook-form";
import { z } from "zod";

// Issue 28: registering for a portal event: the car, the associate, the guests by name and how many of each item.
// The guests' rules are the request's own; the car is asked for only when the event requires one.

export interface RegisterFormValues {
  /** The car's id, "" for none. */
  vehicleId: string;
  associate: boolean;
  guests: { firstName: string; lastName: string }[];
  /** How many of each of the event's items, in the event's order; 0 for none. */
  quantities: number[];
}

/** At most this many of one item: the request's limit. */
export const maxQuantity = 20;
/** At most this many guests: the request's limit. */
export const maxGuests = 10;

function registerFormSchema(carRequired: boolean) {
  return z.object({
    vehicleId: carRequired ? z.string().min(1, { error: eventRegistrationMessages.carRequired }) : z.string(),
    associate: z.boolean(),
    guests: registerForEventSchema.shape.guests,
    quantities: z.array(
      z
        .number({ error: eventRegistrationMessages.quantity })
        .int({ error: eventRegistrationMessages.quantity })
        .min(0, { error: eventRegistrationMessages.quantity })
        .max(maxQuantity, { error: eventRegistrationMessages.quantity }),
    ),
  });
}
export type RegisterFormChoice = z.output<ReturnType<typeof registerFormSchema>>;

type EventItem = EventDetails["items"][number];

function chosenItems(quantities: readonly number[], items: readonly EventItem[]) {
  return items
    .map((item, index) => ({ ...item, quantity: quantities[index] ?? 0 }))
    .filter((item) => item.quantity > 0);
}

/** The request's body: the car's id or null, and only the items chosen at least once, each by its id (issue 39). */
export function toRegisterBody(
  choice: RegisterFormChoice,
  items: readonly EventItem[],
): RegisterForEventInput {
  return {
    vehicleId: choice.vehicleId === "" ? null : Number(choice.vehicleId),
    associate: choice.associate,
    guests: choice.guests,
    items: chosenItems(choice.quantities, items).map(({ id, quantity }) => ({ itemId: id, quantity })),
  };
}

/** What the form holds now, as the price rule reads it: a guest not yet named is counted all the same. */
export function toPricedChoice(values: RegisterFormValues, items: readonly EventItem[]): RegistrationChoice {
  return {
    associate: values.associate,
    guests: values.guests.map((guest, index) =>
      guest.firstName.trim() || guest.lastName.trim()
        ? { firstName: guest.firstName.trim(), lastName: guest.lastName.trim() }
        : { firstName: `no. ${index + 1}`, lastName: "" },
    ),
    items: chosenItems(values.quantities, items).map(({ label, quantity, amount }) => ({
      label,
      quantity,
      amount,
    })),
  };
}

export function useRegisterForm(event: Pick<EventDetails, "carRequired" | "items">) {
  return useForm<RegisterFormValues, unknown, RegisterFormChoice>({
    resolver: zodResolver(registerFormSchema(event.carRequired)) as unknown as Resolver<
      RegisterFormValues,
      unknown,
      RegisterFormChoice
    >,
    // spec §8: as every form of the member's, a field's message shows once it was left.
    mode: "onTouched",
    defaultValues: { vehicleId: "", associate: false, guests: [], quantities: event.items.map(() => 0) },
  });
}

type GuestField = `guests.${number}.${"firstName" | "lastName"}`;
type QuantityField = `quantities.${number}`;

/** Where a refused registration's messages show: at their field, under the guests or the items, or above the buttons. */
export interface PlacedErrors {
  fields: { name: "vehicleId" | "associate" | GuestField | QuantityField; message: string }[];
  guests: string | null;
  items: string | null;
  rest: Record<string, string[]>;
}

/**
 * The server names a guest's name by its place in the list, as the form holds it; an item by its place among the
 * items sent (`items.0.quantity`: "Only 1 of Saturday dinner is left"), which `rowOfSent` turns into the row of the
 * event's item, so the message shows at that item's quantity. Anything else about the items shows above them.
 */
export function placeServerErrors(
  errors: Record<string, string[]>,
  rowOfSent: (index: number) => number | undefined = () => undefined,
): PlacedErrors {
  const placed: PlacedErrors = { fields: [], guests: null, items: null, rest: {} };
  const join = (lines: string | null, messages: string[]) => [lines, ...messages].filter(Boolean).join(" ");
  for (const [name, messages] of Object.entries(errors)) {
    const sentItem = /^items\.(\d+)\.(quantity|itemId)$/.exec(name);
    const row = sentItem ? rowOfSent(Number(sentItem[1])) : undefined;
    if (name === "vehicleId" || name === "associate" || /^guests\.\d+\.(firstName|lastName)$/.test(name))
      placed.fields.push({
        name: name as PlacedErrors["fields"][number]["name"],
        message: messages.join(" "),
      });
    else if (row !== undefined)
      placed.fields.push({ name: `quantities.${row}`, message: messages.join(" ") });
    else if (name === "guests" || name.startsWith("guests.")) placed.guests = join(placed.guests, messages);
    else if (name === "items" || name.startsWith("items.")) placed.items = join(placed.items, messages);
    else placed.rest[name] = messages;
  }
  return placed;
}

/** The row of the event's item that the body's `index`th item names, for placeServerErrors. */
export function rowOfSentItem(body: RegisterForEventInput, items: readonly EventItem[]) {
  return (index: number) => {
    const row = items.findIndex((item) => item.id === body.items?.[index]?.itemId);
    return row === -1 ? undefined : row;
  };
}
