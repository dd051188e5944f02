import { z } from "zod";
import {
  cancellationRuleReplySchema,
  chosenItemSchema,
  guestSchema,
  registeredVehicleSchema,
} from "./event-parts.schema.ts";
import {
  carEligibilities,
  eventPriceKinds,
  eventRegistrationModes,
  registrationStatuses,
} from "./event-registration.rules.ts";
import { idParamSchema, idSchema, integerSchema, singleLineTextSchema, textSchema } from "./fields.schema.ts";

const isoDate = z.iso.date();

/**
 * GET /api/v1/events (spec §3): an event a member can register for, through the external form service (formId) or,
 * issue 28, here in the portal (registration "portal", no formId).
 */
export const eventSchema = z.object({
  /** Issue 28: the event's id (GET /events/{id}). */
  id: z.number().int(),
  registration: z.enum(eventRegistrationModes),
  formId: z.string().nullable(),
  title: z.string(),
  dateStart: isoDate,
  dateEnd: isoDate,
  regionName: z.string().nullable(),
  place: z.string().nullable(),
  /**
   * Issue 14 (added to the spec's fields): as many members registered as the office's capacity allows. The event
   * is still listed, marked full (a portal event then takes its registrations on a waiting list).
   */
  full: z.boolean().default(false),
});
export type ClubEvent = z.infer<typeof eventSchema>;

/** GET /api/v1/registrations: the member's registered events (spec §3), with issue 28's status and gate code. */
export const registrationSchema = z.object({
  id: z.number().int(),
  /** The form service's submission of a form event's registration; null for one made in the portal. */
  submissionId: z.string().nullable(),
  event: eventSchema,
  status: z.enum(registrationStatuses),
  /** Shown at the gate (and as a QR code) once the registration is confirmed; null before. */
  checkInCode: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  /** Waitlisted: the member's place in the queue, 1 for the next to be offered a place. */
  waitlistPosition: z.number().int().nullable(),
  /** Pending or offered: the place is held until then. */
  holdUntil: z.string().nullable(),
  /** Pending: the invoice to pay (the payment dialog's order id). */
  orderId: z.string().nullable(),
  total: z.number().int(),
  /**
   * Issue 40: waitlisted or offered, what taking the place costs if paid online today (the convenience fee
   * included), so the card says what will be paid; null in the other statuses.
   */
  placePrice: z.number().int().nullable(),
  /** What was paid for the place (0: nothing), and what of it went back, when the last refund was made. */
  paid: z.number().int(),
  refunded: z.number().int(),
  refundedAt: z.string().nullable(),
  vehicle: registeredVehicleSchema.nullable(),
  associate: z.boolean(),
  guests: z.array(guestSchema),
  items: z.array(chosenItemSchema),
  cancelledAt: z.string().nullable(),
});
export type Registration = z.infer<typeof registrationSchema>;

/** GET /api/v1/events/{id}: a portal event's details as a member reads them before registering. */
export const eventDetailsSchema = eventSchema.extend({
  description: z.string().nullable(),
  capacity: z.number().int().nullable(),
  /** Places not held by anyone; null: no limit. */
  placesLeft: z.number().int().nullable(),
  waitlisted: z.number().int(),
  /** Today's prices (an early price while it lasts), in cents; a kind not listed is free. */
  prices: z.array(
    z.object({
      kind: z.enum(eventPriceKinds),
      amount: z.number().int(),
      regularAmount: z.number().int(),
      earlyUntil: z.string().nullable(),
    }),
  ),
  carRequired: z.boolean(),
  carEligibility: z.enum(carEligibilities),
  registrationOpens: z.string().nullable(),
  registrationCloses: z.string().nullable(),
  /** Whether the member may register today, and if not why (the window, their dues, already registered). */
  canRegister: z.boolean(),
  cannotRegisterReason: z.string().nullable(),
  cancellation: cancellationRuleReplySchema.nullable(),
  items: z.array(
    z.object({
      /** Issue 39: what a registration names the item by. */
      id: z.number().int(),
      label: z.string(),
      amount: z.number().int(),
      left: z.number().int().nullable(),
    }),
  ),
  /** The member's own registration (not cancelled), if any. */
  myRegistration: registrationSchema.nullable(),
});
export type EventDetails = z.infer<typeof eventDetailsSchema>;

export const eventRegistrationMessages = {
  guestFirstName: "Guest first name is required",
  guestLastName: "Guest last name is required",
  nameTooLong: "Names are 50 characters at most",
  tooManyGuests: "At most 10 guests",
  quantity: "Quantity must be a whole number from 1 to 20",
  itemLabel: "Choose an item of this event",
  itemTwice: "Each item once: say how many in its quantity",
  notPortal: "This event takes registrations through its form, not here",
  notGoodStanding: "Only members in good standing may register: renew your membership first",
  notOpenYet: (day: string) => `Registration opens on ${day}`,
  closed: "Registration for this event is closed",
  alreadyRegistered: "You are already registered for this event",
  carRequired: "This event requires a car: choose one of yours",
  carNotYours: "Choose one of your own cars",
  carNotApproved: "This car is not approved by the club yet: only approved cars may be entered",
  carNotFullClassic: "This event admits Full Classic cars only, and this car is not on the list",
  noAssociate: "You have no associate on your membership",
  itemSoldOut: (label: string) => `${label} is sold out`,
  itemTooFew: (label: string, left: number) => `Only ${left} of ${label} ${left === 1 ? "is" : "are"} left`,
  notOffered: "This registration has no place offered to accept",
  offerExpired: "The place offered has expired",
  alreadyCancelled: "This registration is already cancelled",
  beingCancelled: "This registration is being cancelled already",
  paymentUnderWay: "A payment for this registration is under way: wait a minute, then try again",
  eventStarted: "The event has started: ask the office to cancel",
  alreadyCheckedIn: (when: string) => `Already checked in at ${when}`,
} as const;

/** At most this many of one item in one registration. */
export const maxItemQuantity = 20;

const nameLine = (required: string) =>
  singleLineTextSchema({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(50, { error: eventRegistrationMessages.nameTooLong });

/** POST /api/v1/events/{id}/registrations: the car, the associate, the guests and the items chosen. */
export const registerForEventSchema = z.object({
  vehicleId: idSchema()
    .nullish()
    .transform((id) => id ?? null),
  /** The member's associate comes too (at the associate price). */
  associate: z.boolean().default(false),
  guests: z
    .array(
      z.object({
        firstName: nameLine(eventRegistrationMessages.guestFirstName),
        lastName: nameLine(eventRegistrationMessages.guestLastName),
      }),
    )
    .max(10, { error: eventRegistrationMessages.tooManyGuests })
    .default([]),
  /**
   * Issue 39: each item by its id, once: the same item twice would be counted against its limit piecemeal (2 + 2
   * seats where 3 are left), so it is refused at the repeated item rather than merged.
   */
  items: z
    .array(
      z.object({
        itemId: idSchema({ error: eventRegistrationMessages.itemLabel }),
        quantity: integerSchema({ error: eventRegistrationMessages.quantity })
          .min(1, { error: eventRegistrationMessages.quantity })
          .max(maxItemQuantity, { error: eventRegistrationMessages.quantity }),
      }),
    )
    .max(20)
    .superRefine((items, context) => {
      const seen = new Set<number>();
      for (const [index, item] of items.entries()) {
        if (seen.has(item.itemId))
          context.addIssue({
            code: "custom",
            path: [index, "itemId"],
            message: eventRegistrationMessages.itemTwice,
          });
        seen.add(item.itemId);
      }
    })
    .default([]),
});
export type RegisterForEventInput = z.input<typeof registerForEventSchema>;
export type RegisterForEvent = z.output<typeof registerForEventSchema>;

/**
 * The reply of a registration (and of accepting an offered place): `created` with the invoice to pay (paid with the
 * join's payment dialog), `confirmed` when nothing is due, `waitlisted` when the event is full.
 */
export const registrationReplySchema = z.object({
  status: z.enum(["created", "confirmed", "waitlisted"]),
  registrationId: z.number().int(),
  params: z.object({ orderId: z.string() }).nullable(),
});
export type RegistrationReply = z.infer<typeof registrationReplySchema>;

/** DELETE /api/v1/registrations/{id}: the registration as it is now, and what was given back (cents). */
export const cancellationReplySchema = z.object({
  registration: registrationSchema,
  refunded: z.number().int(),
});

/** POST /api/v1/office/events/{id}/check_in. */
export const checkInSchema = z.object({
  code: textSchema({ error: "Code is required" }).trim().min(1, { error: "Code is required" }).max(64),
});

/** What the form service posts when a member submits an event form (idempotent on submission id). */
export const registrationWebhookSchema = z.object({
  submissionId: textSchema().min(1).max(200),
  formId: textSchema().min(1).max(200),
  memberNo: idParamSchema,
  vehicleId: idParamSchema.nullish(),
});

export const eventMessages = {
  noAvailable: "No available events found",
  noRegistered: "No registered events found",
  full: "This event is full: no places are left.",
} as const;

/** What an event registration's invoice keeps (checkout's invoices.selections): the registration it pays for. */
export const eventInvoiceSelectionsSchema = z.object({ registrationId: z.number().int() });
export type EventInvoiceSelections = z.output<typeof eventInvoiceSelectionsSchema>;

/**
 * GET /api/v1/calendar (issue 28): the secret address of the member's own calendar of registrations, to subscribe to
 * from a phone or a desktop calendar, and the club's public one. POST /api/v1/calendar/reset makes a new secret
 * (the old address stops working).
 */
export const calendarLinksSchema = z.object({ personalUrl: z.string(), clubUrl: z.string() });
export type CalendarLinks = z.infer<typeof calendarLinksSchema>;
