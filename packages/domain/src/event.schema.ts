import { z } from "zod";
import { idParamSchema, textSchema } from "./fields.schema.ts";

const isoDate = z.iso.date();

/** GET /api/v1/events (spec §3): an event a member can register for through the external form service. */
export const eventSchema = z.object({
  formId: z.string(),
  title: z.string(),
  dateStart: isoDate,
  dateEnd: isoDate,
  regionName: z.string().nullable(),
  /**
   * Issue 14 (added to the spec's fields): as many members registered as the office's capacity allows. The event
   * is still listed, marked full.
   */
  full: z.boolean().default(false),
});
export type ClubEvent = z.infer<typeof eventSchema>;

/** GET /api/v1/registrations: the member's registered events. */
export const registrationSchema = z.object({ submissionId: z.string(), event: eventSchema });
export type Registration = z.infer<typeof registrationSchema>;

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
