import { describeSegment, lapsedWindow } from "@club/domain/announcement.rules";
import {
  type Announcement,
  type AnnouncementInput,
  type AnnouncementList,
  type AnnouncementPreview,
  type AnnouncementSegment,
  type AnnouncementSummary,
  announcementMessages,
  announcementSegmentSchema,
  type RecipientPage,
  type RecipientStatus,
  recipientPageSize,
  type SegmentOptions,
} from "@club/domain/announcement.schema";
import { isoDay } from "@club/domain/days";
import { officePageOffset, officePageSize } from "@club/domain/office.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, invalidField, notFound } from "../../lib/app-error.ts";
import { announcementMail, announcementText, type SegmentNames, sampleToken } from "./announcement-mail.ts";
import {
  blankRecipientAddresses,
  countAnnouncements,
  countRecipients,
  countSegment,
  deleteAnnouncementRow,
  findAnnouncement,
  findAnnouncements,
  findEventTitle,
  findRecipientPage,
  findRegionName,
  findSegmentNames,
  findSegmentOptions,
  findSegmentSample,
  insertAnnouncement,
  insertRecipients,
  lockAnnouncement,
  markSending,
  type SegmentFilter,
  updateAnnouncement,
} from "./announcements.repository.ts";

// Issue 15: the office's announcements. A draft is written, previewed and tested as often as the office likes;
// sending takes a snapshot of the segment's members (who is skipped, and why) and leaves the e-mails to the
// throttled delivery job (announcement-delivery.service.ts). The writes expect the caller's transaction as
// `context.db`: the office records its audit entry in the same one.

export const announcementDeliveryJob = "announcement-delivery";

/**
 * Issue 39: a member who left the club is in no announcement's list by address, and one still being sent skips them.
 * Privacy's erasure calls it through the function app wiring hands in (announcements already call privacy).
 */
export async function forgetAnnouncementAddresses(context: Pick<AppContext, "db">, memberId: number) {
  await blankRecipientAddresses(context.db, memberId);
}

/** How many names the preview shows. */
const sampleSize = 5;

/** The segment stored in the row's jsonb, read through its schema. */
const segmentOf = (stored: unknown): AnnouncementSegment => announcementSegmentSchema.parse(stored);

/** The segment's rule as of today (the clock's day): the lapsed window counts back from it. */
export function segmentFilter(context: AppContext, segment: AnnouncementSegment): SegmentFilter {
  const today = isoDay(context.now());
  switch (segment.kind) {
    case "active":
      return { kind: "active", today };
    case "region":
      return { kind: "region", regionId: segment.regionId, today };
    case "lapsed":
      return { kind: "lapsed", today, ...lapsedWindow(today, segment.months) };
    case "event":
      return { kind: "event", eventId: segment.eventId };
  }
}

/** The region or event a segment names, refused (422 at its field) when it does not exist. */
async function namesOf(context: AppContext, segment: AnnouncementSegment): Promise<SegmentNames> {
  if (segment.kind === "region") {
    const regionName = await findRegionName(context.db, segment.regionId);
    if (!regionName) throw invalidField("segment.regionId", announcementMessages.regionUnknown);
    return { regionName };
  }
  if (segment.kind === "event") {
    const eventTitle = await findEventTitle(context.db, segment.eventId);
    if (!eventTitle) throw invalidField("segment.eventId", announcementMessages.eventUnknown);
    return { eventTitle };
  }
  return {};
}

/** What the segment names, for an announcement already written (a region since removed reads as such). */
async function storedNamesOf(context: AppContext, segment: AnnouncementSegment): Promise<SegmentNames> {
  return namesOf(context, segment).catch((error: unknown) => {
    if (error instanceof AppError) return {};
    throw error;
  });
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type SummaryRow = Awaited<ReturnType<typeof findAnnouncements>>[number];

function toSummary(row: SummaryRow, names: SegmentNames): AnnouncementSummary {
  const segment = segmentOf(row.segment);
  return {
    id: row.id,
    subject: row.subject,
    segment,
    audience: describeSegment(segment, names),
    status: row.status,
    progress: {
      // A draft has no recipients yet: its total is 0 until it is sent.
      total: row.total,
      sent: row.sent,
      skipped: row.skipped,
      pending: row.pending,
    },
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sendStartedAt: iso(row.sendStartedAt),
    sentAt: iso(row.sentAt),
  };
}

/** GET /office/announcements?page=: a page of them, the newest first, with how far each is sent. */
/** Issue 42: `newsletterRegionId`, only that region's newsletters. */
export async function listAnnouncements(
  context: AppContext,
  page: number,
  newsletterRegionId?: number,
): Promise<AnnouncementList> {
  const [found, total] = await Promise.all([
    findAnnouncements(context.db, {
      limit: officePageSize,
      offset: officePageOffset(page),
      newsletterRegionId,
    }),
    countAnnouncements(context.db, newsletterRegionId),
  ]);
  const rows = found.map((row) => ({ row, segment: segmentOf(row.segment) }));
  const names = await findSegmentNames(
    context.db,
    rows.map(({ segment }) => segment),
  );
  const results = rows.map(({ row, segment }) =>
    toSummary(row, {
      regionName: segment.kind === "region" ? (names.regions.get(segment.regionId) ?? null) : null,
      eventTitle: segment.kind === "event" ? (names.events.get(segment.eventId) ?? null) : null,
    }),
  );
  return { results, page, pageSize: officePageSize, total };
}

export async function getAnnouncement(context: AppContext, id: number): Promise<Announcement> {
  const row = await findAnnouncement(context.db, id);
  if (!row) throw notFound();
  return { ...toSummary(row, await storedNamesOf(context, segmentOf(row.segment))), body: row.body };
}

/** The draft's row, locked; a 409 once it is being sent (or was). */
async function lockDraft(context: AppContext, id: number) {
  const row = await lockAnnouncement(context.db, id);
  if (!row) throw notFound();
  if (row.status !== "draft")
    throw new AppError("announcement_not_draft", { base: [announcementMessages.notDraft] });
  return row;
}

/** A new draft; issue 42: `newsletterRegionId`, a region's newsletter written by its editor. */
export async function createAnnouncement(
  context: AppContext,
  authorId: number,
  input: AnnouncementInput,
  newsletterRegionId: number | null = null,
): Promise<Announcement> {
  await namesOf(context, input.segment);
  const now = context.now();
  const id = await insertAnnouncement(context.db, {
    ...input,
    newsletterRegionId,
    createdBy: authorId,
    createdAt: now,
    updatedAt: now,
  });
  return getAnnouncement(context, id);
}

/** A draft replaced by the office's input; the announcement as it was and as it is now. */
export async function changeAnnouncement(context: AppContext, id: number, input: AnnouncementInput) {
  const row = await lockDraft(context, id);
  // Issue 42: a region's newsletter, whoever changes it (its editor, the office), stays its region's members'.
  if (
    row.newsletterRegionId !== null &&
    (input.segment.kind !== "region" || input.segment.regionId !== row.newsletterRegionId)
  )
    throw invalidField("segment", announcementMessages.newsletterSegment);
  const before = await getAnnouncement(context, id);
  await namesOf(context, input.segment);
  await updateAnnouncement(context.db, id, { ...input, updatedAt: context.now() });
  return { before, after: await getAnnouncement(context, id) };
}

/** Only a draft may go: once sending, its log is the record of who was sent what. */
export async function deleteAnnouncement(context: AppContext, id: number): Promise<Announcement> {
  await lockDraft(context, id);
  const announcement = await getAnnouncement(context, id);
  await deleteAnnouncementRow(context.db, id);
  return announcement;
}

/** Who the segment holds today: how many would get the e-mail, how many not and why (issue 42: a newsletter's reach). */
export async function countAudience(context: AppContext, segment: AnnouncementSegment) {
  const names = await namesOf(context, segment);
  const counts = await countSegment(context.db, segmentFilter(context, segment));
  return {
    audience: describeSegment(segment, names),
    recipients: counts.recipients,
    skipped: { noEmail: counts.noEmail, unsubscribed: counts.unsubscribed, bouncing: counts.bouncing },
  };
}

/**
 * POST /office/announcements/preview: who the segment holds today, who would be skipped and why, the first names,
 * and the e-mail as the first of them would get it (with a sample unsubscribe link).
 */
export async function previewAnnouncement(
  context: AppContext,
  input: AnnouncementInput,
): Promise<AnnouncementPreview> {
  const names = await namesOf(context, input.segment);
  const filter = segmentFilter(context, input.segment);
  const [counts, sample] = await Promise.all([
    countSegment(context.db, filter),
    findSegmentSample(context.db, filter, sampleSize),
  ]);
  // Nobody to show it for: the greeting says whose name goes there.
  const reader = sample[0] ?? { firstName: "(the member's", lastName: "name)" };
  const message = announcementMail(context.config, {
    to: { email: "", ...reader },
    subject: input.subject,
    body: input.body,
    segment: input.segment,
    names,
    token: sampleToken,
  });
  return {
    audience: describeSegment(input.segment, names),
    recipients: counts.recipients,
    skipped: { noEmail: counts.noEmail, unsubscribed: counts.unsubscribed, bouncing: counts.bouncing },
    sample: sample.map((member) => `${member.firstName} ${member.lastName}`),
    message: { subject: message.subject, text: message.text },
  };
}

/**
 * POST /office/announcements/{id}/test: the e-mail now, to the staff member's own address, its subject marked
 * "[Test] ". It carries a sample link and no List-Unsubscribe: no member's choice hangs on it.
 */
export async function sendTestAnnouncement(
  context: AppContext,
  id: number,
  to: { email: string; firstName: string; lastName: string; memberId: number },
) {
  const announcement = await getAnnouncement(context, id);
  const subject = `[Test] ${announcement.subject}`;
  const text = announcementText(context.config, {
    to,
    subject,
    body: announcement.body,
    segment: announcement.segment,
    names: await storedNamesOf(context, announcement.segment),
    token: sampleToken,
  });
  await context.mailer.enqueue({ to: to.email, subject, text, memberId: to.memberId });
  context.mailer.deliverSoon();
  return { to: to.email };
}

/**
 * Starts the sending: the segment's members as of now become the recipients (pending, or skipped with the
 * reason), and the announcement is `sending`. Refused when nobody would get it. The delivery job takes it from
 * there; ask for a run with `requestDelivery` once the transaction is committed.
 */
export async function startSending(context: AppContext, id: number) {
  const row = await lockDraft(context, id);
  const segment = segmentOf(row.segment);
  await namesOf(context, segment);
  const now = context.now();
  const recipients = await insertRecipients(context.db, id, segmentFilter(context, segment), now);
  const pending = recipients.filter((recipient) => recipient.status === "pending").length;
  if (pending === 0) throw new AppError("invalid", { base: [announcementMessages.nobodyToSend] });
  await markSending(context.db, id, { total: recipients.length, now });
  return { announcement: await getAnnouncement(context, id), pending, skipped: recipients.length - pending };
}

/** After the send is committed: a delivery run now, on whichever instance, instead of at the next minute. */
export function requestDelivery(context: AppContext): void {
  context.jobs
    .send(announcementDeliveryJob)
    .catch((error: unknown) =>
      context.log.error(
        { err: error },
        "could not ask for an announcement delivery run; the next minute's run starts it",
      ),
    );
}

/** GET /office/announcements/{id}/recipients: the per-recipient log, by name, 50 a page. */
export async function listRecipients(
  context: AppContext,
  id: number,
  query: { status?: RecipientStatus; page: number },
): Promise<RecipientPage> {
  if (!(await findAnnouncement(context.db, id))) throw notFound();
  const [rows, total] = await Promise.all([
    findRecipientPage(context.db, id, {
      status: query.status,
      limit: recipientPageSize,
      offset: (query.page - 1) * recipientPageSize,
    }),
    countRecipients(context.db, id, query.status),
  ]);
  return {
    results: rows.map((row) => ({ ...row, sentAt: iso(row.sentAt) })),
    page: query.page,
    pageSize: recipientPageSize,
    total,
  };
}

/** GET /office/announcements/segment_options: the regions and events a segment may name. */
export function listSegmentOptions(context: AppContext): Promise<SegmentOptions> {
  return findSegmentOptions(context.db);
}
