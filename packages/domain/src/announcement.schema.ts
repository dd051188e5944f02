import { z } from "zod";
import {
  coercedIntegerSchema,
  idSchema,
  integerSchema,
  multiLineTextSchema,
  singleLineTextSchema,
} from "./fields.schema.ts";
import { officePageSchema } from "./office.schema.ts";

// Issue 15: announcements. The office writes an e-mail to a segment of the members, previews it, sends a test to
// itself, then sends it to every member of the segment through a throttled job; each member's e-mail is logged.

export const announcementSubjectMax = 200;
export const announcementBodyMax = 20_000;
export const lapsedMonthsMax = 60;

export const announcementMessages = {
  subjectRequired: "Subject is required",
  subjectTooLong: `Subject is too long (${announcementSubjectMax} characters at most)`,
  bodyRequired: "Message is required",
  bodyTooLong: `Message is too long (${announcementBodyMax.toLocaleString("en-US")} characters at most)`,
  segmentRequired: "Choose who the announcement goes to",
  regionRequired: "Choose a region",
  regionUnknown: "This region no longer exists. Choose another one.",
  monthsRange: `Months must be a whole number from 1 to ${lapsedMonthsMax}`,
  eventRequired: "Choose an event",
  eventUnknown: "This event no longer exists. Choose another one.",
  newsletterSegment: "A region's newsletter goes to the region's members only: its audience cannot change.",
  notDraft:
    "This announcement is being sent (or was sent) and can no longer be changed or deleted. Write a new one instead.",
  nobodyToSend:
    "Nobody in this group can receive the announcement (they have unsubscribed, their address bounces, they have no e-mail address, or the group is empty). Choose another group.",
  status: "Status must be pending, sent or skipped",
  tokenUnknown:
    "This unsubscribe link is not valid. Please use the link in the most recent announcement, or contact the club office.",
} as const;

export const announcementSegmentKinds = ["active", "region", "lapsed", "event"] as const;

/**
 * Who an announcement goes to: every member in good standing (lifelong members included); the active members of
 * a region (a regional membership there that runs to today or later); members whose dues ran out in the last
 * `months` months; or the members registered for an event.
 */
export const announcementSegmentSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("active") }),
    z.object({
      kind: z.literal("region"),
      regionId: idSchema({ error: announcementMessages.regionRequired }),
    }),
    z.object({
      kind: z.literal("lapsed"),
      months: integerSchema({ error: announcementMessages.monthsRange })
        .min(1, { error: announcementMessages.monthsRange })
        .max(lapsedMonthsMax, { error: announcementMessages.monthsRange }),
    }),
    z.object({ kind: z.literal("event"), eventId: idSchema({ error: announcementMessages.eventRequired }) }),
  ],
  { error: announcementMessages.segmentRequired },
);
export type AnnouncementSegment = z.infer<typeof announcementSegmentSchema>;
export type AnnouncementSegmentKind = AnnouncementSegment["kind"];

/** POST /api/v1/office/announcements and PUT /api/v1/office/announcements/{id}: the whole draft each time. */
export const announcementInputSchema = z.object({
  subject: singleLineTextSchema({ error: announcementMessages.subjectRequired })
    .trim()
    .min(1, { error: announcementMessages.subjectRequired, abort: true })
    .max(announcementSubjectMax, { error: announcementMessages.subjectTooLong }),
  // Plain text: kept as typed (its lines and paragraphs), only the blank space around it dropped.
  body: multiLineTextSchema({ error: announcementMessages.bodyRequired })
    .trim()
    .min(1, { error: announcementMessages.bodyRequired, abort: true })
    .max(announcementBodyMax, { error: announcementMessages.bodyTooLong }),
  segment: announcementSegmentSchema,
});
export type AnnouncementInput = z.output<typeof announcementInputSchema>;

export const announcementStatuses = ["draft", "sending", "sent"] as const;
export type AnnouncementStatus = (typeof announcementStatuses)[number];

/** How far the sending is: each member of the segment is pending, sent or skipped (with the reason). */
export const announcementProgressSchema = z.object({
  total: z.number().int(),
  sent: z.number().int(),
  skipped: z.number().int(),
  pending: z.number().int(),
});

/** An announcement in the office's list: no body, the counts of its recipients. */
export const announcementSummarySchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  segment: announcementSegmentSchema,
  /** The segment in words: "All active members", "Active members of Greater Illinois Region"… */
  audience: z.string(),
  status: z.enum(announcementStatuses),
  progress: announcementProgressSchema,
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sendStartedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type AnnouncementSummary = z.infer<typeof announcementSummarySchema>;

/** GET /api/v1/office/announcements?page=: the newest first, 50 a page. */
export const announcementListSchema = officePageSchema(announcementSummarySchema);
export type AnnouncementList = z.infer<typeof announcementListSchema>;

/** GET /api/v1/office/announcements/{id} (and the reply of each write): the whole announcement. */
export const announcementSchema = announcementSummarySchema.extend({ body: z.string() });
export type Announcement = z.infer<typeof announcementSchema>;

export const recipientStatuses = ["pending", "sent", "skipped"] as const;
export type RecipientStatus = (typeof recipientStatuses)[number];

/**
 * Why a member of the segment gets no e-mail: they have no address (an imported member the club writes to by
 * post), they unsubscribed, or their address refuses our mail.
 */
export const skipReasons = ["no_email", "unsubscribed", "bouncing"] as const;
export type SkipReason = (typeof skipReasons)[number];

export const recipientPageSize = 50;

/** GET /api/v1/office/announcements/{id}/recipients: 50 a page, optionally only one status. */
export const recipientQuerySchema = z.object({
  status: z.enum(recipientStatuses, { error: announcementMessages.status }).optional(),
  page: coercedIntegerSchema().min(1).default(1),
});

export const announcementRecipientSchema = z.object({
  memberId: z.number().int(),
  memberNo: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: z.enum(recipientStatuses),
  reason: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type AnnouncementRecipient = z.infer<typeof announcementRecipientSchema>;

export const recipientPageSchema = z.object({
  results: z.array(announcementRecipientSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type RecipientPage = z.infer<typeof recipientPageSchema>;

/** The e-mail as a member gets it (the footer and the unsubscribe link included). */
export const renderedMessageSchema = z.object({ subject: z.string(), text: z.string() });

/** POST /api/v1/office/announcements/preview: who would get it now, who not and why, and the message. */
export const announcementPreviewSchema = z.object({
  audience: z.string(),
  /** How many would be sent the e-mail. */
  recipients: z.number().int(),
  skipped: z.object({
    noEmail: z.number().int(),
    unsubscribed: z.number().int(),
    bouncing: z.number().int(),
  }),
  /** The first few who would get it, by name. */
  sample: z.array(z.string()),
  message: renderedMessageSchema,
});
export type AnnouncementPreview = z.infer<typeof announcementPreviewSchema>;

/** POST /api/v1/office/announcements/{id}/test: where the test went. */
export const testSendSchema = z.object({ to: z.string() });

/** GET /api/v1/office/announcements/segment_options: what the segment's choices list. */
export const segmentOptionsSchema = z.object({
  regions: z.array(z.object({ id: z.number().int(), name: z.string() })),
  events: z.array(z.object({ id: z.number().int(), title: z.string(), dateStart: z.string() })),
});
export type SegmentOptions = z.infer<typeof segmentOptionsSchema>;

/** GET and POST /api/v1/unsubscribe/{token}: whose link it is (the address masked) and whether they opted out. */
export const unsubscribeStatusSchema = z.object({ email: z.string(), unsubscribed: z.boolean() });
export type UnsubscribeStatus = z.infer<typeof unsubscribeStatusSchema>;
