import { z } from "zod";
import { multiLineTextSchema } from "./fields.schema.ts";

// Issue 30: a member's request to leave the club and be forgotten (the right to erasure), and the office's answer.

export const erasureStatuses = ["open", "completed", "refused", "withdrawn"] as const;
export type ErasureStatus = (typeof erasureStatuses)[number];

/** The longest reason a member or the office may give: a few paragraphs. */
export const erasureReasonMaxLength = 2000;

export const erasureMessages = {
  reasonTooLong: `Keep the reason to ${erasureReasonMaxLength} characters`,
  refusalRequired: "Say why the request is refused: the member reads it",
  requestOpen: "You have already asked to leave the club: the office is answering that request.",
  decided: "This request was already answered: the list has the office's decision.",
  officeAccount:
    "An office account is not a membership: an office administrator removes the account and its role instead.",
} as const;

/** POST /api/v1/members/erasure_request: why the member leaves, if they wish to say. */
export const erasureRequestInputSchema = z.object({
  reason: multiLineTextSchema()
    .trim()
    .max(erasureReasonMaxLength, { error: erasureMessages.reasonTooLong })
    .optional(),
});
export type ErasureRequestInput = z.input<typeof erasureRequestInputSchema>;

/** The member's request as they read it: open until the office completes or refuses it (with why), or they withdraw it. */
export const erasureRequestSchema = z.object({
  id: z.number().int(),
  status: z.enum(erasureStatuses),
  reason: z.string().nullable(),
  requestedAt: z.string(),
  /** The day the office answers by (YYYY-MM-DD). */
  dueOn: z.string(),
  decidedAt: z.string().nullable(),
  refusal: z.string().nullable(),
});
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

/** A request in the office's queue: the member by number and by their name now ("Former member N" once done). */
export const officeErasureRequestSchema = erasureRequestSchema.extend({
  memberNo: z.number().int(),
  name: z.string(),
  /** Open, and its due day has passed. */
  late: z.boolean(),
  /** The office account that answered, by its name. */
  decidedBy: z.string().nullable(),
});
export type OfficeErasureRequest = z.infer<typeof officeErasureRequestSchema>;

/** GET /api/v1/office/erasure_requests: open ones first by due day, then the answered ones, the latest first. */
export const officeErasureRequestListSchema = z.object({
  requests: z.array(officeErasureRequestSchema),
  /** Open requests past their due day. */
  late: z.number().int(),
});
export type OfficeErasureRequestList = z.infer<typeof officeErasureRequestListSchema>;

/** POST /api/v1/office/erasure_requests/{id}/refuse: the reason the member reads. */
export const erasureRefusalSchema = z.object({
  reason: multiLineTextSchema({ error: erasureMessages.refusalRequired })
    .trim()
    .min(1, { error: erasureMessages.refusalRequired })
    .max(erasureReasonMaxLength, { error: erasureMessages.reasonTooLong }),
});
export type ErasureRefusal = z.infer<typeof erasureRefusalSchema>;
