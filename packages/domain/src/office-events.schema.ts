import { z } from "zod";
import { registerForEventSchema } from "./event.schema.ts";
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
import {
  idSchema,
  integerSchema,
  multiLineTextSchema,
  requiredString,
  singleLineTextSchema,
  textSchema,
} from "./fields.schema.ts";
import { officePageQuerySchema, officePageSchema, offlinePaymentSchema } from "./office.schema.ts";

// The club office runs the events (issue 14): adds, changes and deletes them, and reads who registered.

export const officeEventMessages = {
  titleRequired: "Title is required",
  titleTooLong: "Title is too long (200 characters at most)",
  dateStartRequired: "Start date is required",
  dateEndRequired: "End date is required",
  dateFormat: "Use YYYY-MM-DD",
  dateRange: "Use a date between 1900 and 2999",
  endBeforeStart: "The end date cannot be before the start date",
  regionTooLong: "Region code is too long",
  regionUnknown: "No region has this code",
  // Issue 28: a regional administrator's event is in one of their regions, never club-wide.
  regionNotAdministered: "Choose one of the regions you administer",
  formIdRequired: "Form id is required",
  formIdTooLong: "Form id is too long (200 characters at most)",
  formIdCharacters: "Form id may hold only letters, digits, dots, dashes and underscores (no spaces)",
  formIdTaken: "Another event already uses this form id: each event needs its own form",
  capacity: "Capacity must be a whole number of 1 or more, or empty for no limit",
  registration: "Registration must be form or portal",
  formIdOnPortal: "A portal event has no form id: members register here, not on the form service",
  placeTooLong: "Place is too long (200 characters at most)",
  descriptionTooLong: "Description is too long (5,000 characters at most)",
  amount: "Use an amount in cents of 0 or more",
  priceKind: "Price kind must be member, associate or guest",
  priceKindTwice: "Each kind (member, associate, guest) may have one price only",
  earlyPair: "An early price needs both its last day and its amount",
  carEligibility: "Car eligibility must be approved or full_classic",
  closesBeforeOpens: "Registration cannot close before it opens",
  cancellationOrder: "The full refund cannot end after refunds stop",
  itemLabelRequired: "Each item needs a label",
  itemLabelTooLong: "An item's label is too long (100 characters at most)",
  itemLabelTwice: "Two items have the same label",
  itemId: "An item's id is a whole number of 1 or more, or empty for a new item",
  itemLimit: "An item's limit must be a whole number of 1 or more, or empty for no limit",
  tooManyItems: "At most 20 items",
  when: "Show must be upcoming, past or all",
  modeHasRegistrations: (count: number) =>
    `How members register cannot change: ${count} ${count === 1 ? "member has" : "members have"} registered already.`,
  hasRegistrations: (count: number) =>
    `This event cannot be deleted: ${count} ${count === 1 ? "member has" : "members have"} registered for it. Edit the event instead (its title or dates), or ask the form service to cancel the registrations first.`,
} as const;

/** The form service's id of an event's form: the last part of the form's address, so no spaces or slashes. */
export const formIdPattern = /^[A-Za-z0-9._~-]+$/;

// PostgreSQL has no year 0000, which the ISO pattern allows: a club's events fall well inside these years.
const isoDaySchema = z.iso
  .date({ error: officeEventMessages.dateFormat })
  .refine((day) => day >= "1900-01-01" && day <= "2999-12-31", { error: officeEventMessages.dateRange });
const day = (required: string) => requiredString(required).pipe(isoDaySchema);
const isIsoDay = (value: unknown) => isoDaySchema.safeParse(value).success;
const optionalDay = isoDaySchema.nullish().transform((value) => value ?? null);
const cents = integerSchema({ error: officeEventMessages.amount }).min(0, {
  error: officeEventMessages.amount,
});

/** A price in cents; until `earlyUntil` (a day, inclusive) the early amount instead. */
export const eventPriceSchema = z
  .object({
    kind: z.enum(eventPriceKinds, { error: officeEventMessages.priceKind }),
    amount: cents,
    earlyUntil: optionalDay,
    earlyAmount: cents.nullish().transform((value) => value ?? null),
  })
  .refine((price) => (price.earlyUntil === null) === (price.earlyAmount === null), {
    error: officeEventMessages.earlyPair,
    path: ["earlyUntil"],
  });
export type EventPrice = z.output<typeof eventPriceSchema>;

/**
 * What a member who cancels gets back: everything until `fullRefundUntil` (inclusive), then the total less `fee`,
 * nothing after `noRefundAfter`. Days left out leave that step out.
 */
export const cancellationRuleSchema = z
  .object({
    fullRefundUntil: optionalDay,
    fee: cents.nullish().transform((value) => value ?? 0),
    noRefundAfter: optionalDay,
  })
  .refine(
    (rule) => !rule.fullRefundUntil || !rule.noRefundAfter || rule.fullRefundUntil <= rule.noRefundAfter,
    { error: officeEventMessages.cancellationOrder, path: ["noRefundAfter"] },
  );
export type CancellationRule = z.output<typeof cancellationRuleSchema>;

/**
 * Something sold with a registration (a banquet seat, a tour packet); `limit`: how many may be sold in all. `id`
 * (issue 39): the item's own number in the event, which registrations name; an item sent without one (or with one
 * the event does not have) keeps the id of the event's item of the same label, or is given a new one.
 */
export const eventItemSchema = z.object({
  id: idSchema({ error: officeEventMessages.itemId })
    .nullish()
    .transform((value) => value ?? null),
  label: singleLineTextSchema({ error: officeEventMessages.itemLabelRequired })
    .trim()
    .min(1, { error: officeEventMessages.itemLabelRequired, abort: true })
    .max(100, { error: officeEventMessages.itemLabelTooLong }),
  amount: cents,
  limit: integerSchema({ error: officeEventMessages.itemLimit })
    .positive({ error: officeEventMessages.itemLimit })
    .nullish()
    .transform((value) => value ?? null),
});
export type EventItemInput = z.output<typeof eventItemSchema>;
/** An item as the event keeps it: always with its id. */
export type EventItem = Omit<EventItemInput, "id"> & { id: number };

/**
 * POST /api/v1/office/events and PUT /api/v1/office/events/{id} (the whole event each time): no region for a
 * club-wide event, no capacity for no limit.
 */
export const officeEventInputSchema = z
  .object({
    title: singleLineTextSchema({ error: officeEventMessages.titleRequired })
      .trim()
      .min(1, { error: officeEventMessages.titleRequired, abort: true })
      .max(200, { error: officeEventMessages.titleTooLong }),
    dateStart: day(officeEventMessages.dateStartRequired),
    dateEnd: day(officeEventMessages.dateEndRequired),
    regionCode: textSchema()
      .trim()
      .max(20, { error: officeEventMessages.regionTooLong })
      .nullish()
      .transform((code) => code || null),
    registration: z.enum(eventRegistrationModes, { error: officeEventMessages.registration }).default("form"),
    // Required of a form event, refused on a portal event: decided below, once the mode is known.
    formId: textSchema({ error: officeEventMessages.formIdRequired })
      .trim()
      .max(200, { error: officeEventMessages.formIdTooLong, abort: true })
      .refine((id) => id === "" || formIdPattern.test(id), { error: officeEventMessages.formIdCharacters })
      .nullish()
      .transform((id) => id || null),
    capacity: integerSchema({ error: officeEventMessages.capacity })
      .positive({ error: officeEventMessages.capacity })
      .nullish()
      .transform((capacity) => capacity ?? null),
    place: singleLineTextSchema()
      .trim()
      .max(200, { error: officeEventMessages.placeTooLong })
      .nullish()
      .transform((place) => place || null),
    description: multiLineTextSchema()
      .trim()
      .max(5000, { error: officeEventMessages.descriptionTooLong })
      .nullish()
      .transform((text) => text || null),
    prices: z
      .array(eventPriceSchema)
      .max(eventPriceKinds.length, { error: officeEventMessages.priceKindTwice })
      .refine((prices) => new Set(prices.map((price) => price.kind)).size === prices.length, {
        error: officeEventMessages.priceKindTwice,
      })
      .default([]),
    carRequired: z.boolean().default(false),
    carEligibility: z
      .enum(carEligibilities, { error: officeEventMessages.carEligibility })
      .default("approved"),
    registrationOpens: optionalDay,
    registrationCloses: optionalDay,
    cancellation: cancellationRuleSchema.nullish().transform((rule) => rule ?? null),
    items: z
      .array(eventItemSchema)
      .max(20, { error: officeEventMessages.tooManyItems })
      .refine((items) => new Set(items.map((item) => item.label.toLowerCase())).size === items.length, {
        error: officeEventMessages.itemLabelTwice,
      })
      .default([]),
  })
  .superRefine((event, context) => {
    if (event.registration === "form" && !event.formId)
      context.addIssue({ code: "custom", path: ["formId"], message: officeEventMessages.formIdRequired });
    if (event.registration === "portal" && event.formId)
      context.addIssue({ code: "custom", path: ["formId"], message: officeEventMessages.formIdOnPortal });
    if (
      event.registrationOpens &&
      event.registrationCloses &&
      event.registrationCloses < event.registrationOpens
    )
      context.addIssue({
        code: "custom",
        path: ["registrationCloses"],
        message: officeEventMessages.closesBeforeOpens,
      });
  })
  // Compared only once both are days: a wrong date is reported at its own field, once.
  .refine(
    (event) => !isIsoDay(event.dateStart) || !isIsoDay(event.dateEnd) || event.dateEnd >= event.dateStart,
    {
      error: officeEventMessages.endBeforeStart,
      path: ["dateEnd"],
    },
  );
export type OfficeEventInput = z.output<typeof officeEventInputSchema>;

export const officeEventWhens = ["upcoming", "past", "all"] as const;
export type OfficeEventWhen = (typeof officeEventWhens)[number];

/** GET /api/v1/office/events?when=upcoming|past|all&page=: upcoming (not ended) by default, 50 a page. */
export const officeEventQuerySchema = officePageQuerySchema.extend({
  when: z.enum(officeEventWhens, { error: officeEventMessages.when }).default("upcoming"),
});
export type OfficeEventQuery = z.output<typeof officeEventQuerySchema>;

/** An event as the office sees it: with its region, its capacity and how many registered. */
export const officeEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  dateStart: z.string(),
  dateEnd: z.string(),
  regionCode: z.string().nullable(),
  regionName: z.string().nullable(),
  registration: z.enum(eventRegistrationModes),
  /** The form service's form of a form event; null for a portal event. */
  formId: z.string().nullable(),
  /** How many may register; null: no limit. */
  capacity: z.number().int().nullable(),
  /** Registrations holding a place: confirmed, and (portal events) awaiting payment or offered a freed place. */
  registered: z.number().int(),
  /** Portal events: members waiting for a place. */
  waitlisted: z.number().int(),
  place: z.string().nullable(),
  description: z.string().nullable(),
  prices: z.array(
    z.object({
      kind: z.enum(eventPriceKinds),
      amount: z.number().int(),
      earlyUntil: z.string().nullable(),
      earlyAmount: z.number().int().nullable(),
    }),
  ),
  carRequired: z.boolean(),
  carEligibility: z.enum(carEligibilities),
  registrationOpens: z.string().nullable(),
  registrationCloses: z.string().nullable(),
  cancellation: cancellationRuleReplySchema.nullable(),
  items: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      amount: z.number().int(),
      limit: z.number().int().nullable(),
    }),
  ),
  /** As many registered as the capacity allows (members see it as full). */
  full: z.boolean(),
  /** It ended before today (the server's day). */
  past: z.boolean(),
});
export type OfficeEvent = z.infer<typeof officeEventSchema>;

export const officeEventListSchema = officePageSchema(officeEventSchema);
export type OfficeEventList = z.infer<typeof officeEventListSchema>;

/** A member's registration for the event, with the car it names (if any). */
export const eventRegistrantSchema = z.object({
  id: z.number().int(),
  /** The form service's submission (form events); null for a registration made in the portal. */
  submissionId: z.string().nullable(),
  registeredAt: z.string(),
  status: z.enum(registrationStatuses),
  associate: z.boolean(),
  guests: z.array(guestSchema),
  items: z.array(chosenItemSchema),
  /** What the registration costs, in cents (0: free, or a form event's). */
  total: z.number().int(),
  checkedInAt: z.string().nullable(),
  memberId: z.number().int(),
  memberNo: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  vehicle: registeredVehicleSchema.nullable(),
});
export type EventRegistrant = z.infer<typeof eventRegistrantSchema>;

/** GET /api/v1/office/events/{id}/registrations?page=: the event and who registered, first come first, 50 a page. */
export const eventRegistrationsSchema = z.object({
  event: officeEventSchema,
  /** This page's registrations; `total` counts them all. */
  registrations: z.array(eventRegistrantSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type EventRegistrations = z.infer<typeof eventRegistrationsSchema>;

/** A registration at the gate (issue 28): who, with which car, how many guests and what they bought (issue 40). */
export const gateRegistrationSchema = z.object({
  registrationId: z.number().int(),
  memberNo: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  vehicle: registeredVehicleSchema.omit({ id: true }).nullable(),
  associate: z.boolean(),
  guests: z.array(guestSchema),
  items: z.array(chosenItemSchema),
  /** When the code was shown at the gate; null while still expected. */
  checkedInAt: z.string().nullable(),
});
export type GateRegistration = z.infer<typeof gateRegistrationSchema>;

/**
 * GET /api/v1/office/events/{id}/check_in: the confirmed registrations, those still expected first (by last name),
 * then those checked in (latest first).
 */
export const checkInListSchema = z.object({
  event: officeEventSchema,
  expected: z.array(gateRegistrationSchema),
  checkedIn: z.array(gateRegistrationSchema),
});
export type CheckInList = z.infer<typeof checkInListSchema>;

/**
 * POST /api/v1/office/events/{id}/check_in {code}: 200 with the registration checked in now. A code already used
 * is 409 (code `already_checked_in`, the field `code` saying when), an unknown one 422 at `code`.
 */
export const checkInResultSchema = gateRegistrationSchema;

/**
 * POST /api/v1/office/events/{id}/registrations: the office registers a member (by number) as they would register
 * themselves, outside the registration window too; `payment` records the cheque, cash or transfer that pays it now.
 * Without it, the registration holds its place awaiting that payment (Office → the member's record → payments).
 */
export const officeRegistrationSchema = registerForEventSchema.extend({
  memberNo: idSchema({ error: "Member number is required" }),
  payment: offlinePaymentSchema.pick({ method: true, reference: true, amount: true }).nullish(),
});
export type OfficeRegistrationInput = z.output<typeof officeRegistrationSchema>;

/** DELETE /api/v1/office/registrations/{id}: why, and what goes back (the event's rule, all, or nothing). */
export const officeCancellationSchema = z.object({
  reason: singleLineTextSchema({ error: "Reason is required" })
    .trim()
    .min(1, { error: "Reason is required" })
    .max(500),
  refund: z.enum(["rule", "full", "none"], { error: "Refund must be rule, full or none" }).default("rule"),
});
export type OfficeCancellationInput = z.input<typeof officeCancellationSchema>;

/** The reply of DELETE /api/v1/office/registrations/{id}: the registration cancelled and what went back (cents). */
export const officeCancellationReplySchema = z.object({
  registrationId: z.number().int(),
  refunded: z.number().int(),
});

/** POST /api/v1/office/registrations/{id}/move: a confirmed registration moved to another portal event. */
export const moveRegistrationSchema = z.object({
  eventId: idSchema({ error: "Choose the event to move to" }),
});

export const officeRegistrationMessages = {
  memberUnknown: "No member has this number",
  onlyConfirmedMove: "Only a confirmed registration can be moved",
  sameEvent: "The registration is already for this event",
  targetFull: "That event is full: raise its capacity first",
  targetEnded: "That event has ended",
  fullForPayment:
    "The event is full: register the member without the payment to put them on the waiting list, and record it when a place is offered",
} as const;

/** Issue 43: the gate reads a membership card's QR (from the phone's wallet or the card page). */
export const cardCheckInMessages = {
  required: "Scan or paste the text of the member's card",
  notACard:
    "This is not a membership card the club issued: scan the card's QR code again, or find the member by name",
  noRegistration: "This member has no place at this event: find them by name, or send them to the office",
};

/** POST /api/v1/office/events/{id}/check_in/card {card}: the text the card's QR code carries (its check address). */
export const cardCheckInSchema = z.object({
  card: z
    .string({ error: cardCheckInMessages.required })
    .trim()
    .min(1, { error: cardCheckInMessages.required })
    .max(500, { error: cardCheckInMessages.notACard }),
});
export type CardCheckIn = z.infer<typeof cardCheckInSchema>;

/** The card holder's confirmed registrations for the event: those still expected first, then those checked in. */
export const cardRegistrationsSchema = z.object({ registrations: z.array(gateRegistrationSchema) });
export type CardRegistrations = z.infer<typeof cardRegistrationsSchema>;
