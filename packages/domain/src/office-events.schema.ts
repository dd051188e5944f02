import { z } from "zod";
import { integerSchema, requiredString, singleLineTextSchema, textSchema } from "./fields.schema.ts";
import { officePageQuerySchema, officePageSchema } from "./office.schema.ts";

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
  formIdRequired: "Form id is required",
  formIdTooLong: "Form id is too long (200 characters at most)",
  formIdCharacters: "Form id may hold only letters, digits, dots, dashes and underscores (no spaces)",
  formIdTaken: "Another event already uses this form id: each event needs its own form",
  capacity: "Capacity must be a whole number of 1 or more, or empty for no limit",
  when: "Show must be upcoming, past or all",
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
    formId: textSchema({ error: officeEventMessages.formIdRequired })
      .trim()
      .min(1, { error: officeEventMessages.formIdRequired, abort: true })
      .max(200, { error: officeEventMessages.formIdTooLong, abort: true })
      .regex(formIdPattern, { error: officeEventMessages.formIdCharacters }),
    capacity: integerSchema({ error: officeEventMessages.capacity })
      .positive({ error: officeEventMessages.capacity })
      .nullish()
      .transform((capacity) => capacity ?? null),
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
  formId: z.string(),
  /** How many may register; null: no limit. */
  capacity: z.number().int().nullable(),
  registered: z.number().int(),
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
  submissionId: z.string(),
  registeredAt: z.string(),
  memberId: z.number().int(),
  memberNo: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  vehicle: z
    .object({ id: z.number().int(), year: z.number().int(), make: z.string().nullable(), model: z.string() })
    .nullable(),
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
