import { announcementSegmentSchema } from "@club/domain/announcement.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { newToken } from "../../lib/tokens.ts";
import { announcementMail, type SegmentNames } from "./announcement-mail.ts";
import {
  claimPendingRecipients,
  findAnnouncementsByIds,
  findEventTitle,
  findRegionName,
  markFinished,
  markRecipientSent,
  markRecipientSkipped,
} from "./announcements.repository.ts";

// The job `announcement-delivery` (every minute, and at once when the office starts a sending) paces announcements
// by sending, not by queueing (issue 24): a run queues what the mail server sends in a minute at
// ANNOUNCEMENT_MAIL_PER_SECOND, less the mail still waiting in the outbox. So a member's password reset waits
// behind a minute of announcements at most, a slow server is never outrun, and 45,000 members get theirs in 2.5
// hours at the default 5 a second (60 queued a minute took 12.5 hours). A run claims pending recipients in sets
// (SKIP LOCKED: two instances never take the same one) and queues each member's e-mail in the outbox in the
// transaction that marks them sent; the mailer then delivers the outbox, at SMTP_RATE_PER_SECOND.

/** The job's schedule in app.ts: a run every minute. */
const secondsBetweenRuns = 60;
/**
 * Recipients claimed per transaction: a run commits as it goes, so the embedded database, which answers nothing else
 * during a transaction, is held about 0.1 s at a time (300 took 0.4 s).
 */
const setSize = 100;

type Claimed = Awaited<ReturnType<typeof claimPendingRecipients>>[number];

/** What each announcement of the set says, read once per set. */
async function announcementsOf(context: AppContext, batch: Claimed[]) {
  const ids = [...new Set(batch.map((row) => row.announcementId))];
  const rows = await findAnnouncementsByIds(context.db, ids);
  return new Map(
    await Promise.all(
      rows.map(async (row) => {
        const segment = announcementSegmentSchema.parse(row.segment);
        const names: SegmentNames =
          segment.kind === "region"
            ? { regionName: await findRegionName(context.db, segment.regionId) }
            : segment.kind === "event"
              ? { eventTitle: await findEventTitle(context.db, segment.eventId) }
              : {};
        return [row.id, { ...row, segment, names }] as const;
      }),
    ),
  );
}

/** How many e-mails this run may queue: a minute of the announcements' pace, less what the server has yet to take. */
async function runAllowance(context: AppContext) {
  const perRun = Math.floor(context.config.announcements.mailPerSecond * secondsBetweenRuns);
  return perRun - (await context.mailer.countWaiting());
}

/** One run: e-mails queued up to the run's allowance, a set at a time; the number queued. */
export async function deliverAnnouncements(context: AppContext): Promise<number> {
  let allowance = await runAllowance(context);
  let queued = 0;
  while (allowance > 0) {
    const set = await queueSet(context, Math.min(allowance, setSize));
    if (set.settled === 0) break;
    queued += set.queued;
    allowance -= set.queued;
  }
  // After the commits, so that a run on another instance that committed meanwhile is seen too.
  const finished = await markFinished(context.db, context.now());
  if (finished.length > 0) context.log.info({ announcementIds: finished }, "announcements sent");
  if (queued > 0) context.mailer.deliverSoon();
  return queued;
}

/** Claims up to `limit` pending recipients and queues their e-mails, in one transaction; how many were settled. */
async function queueSet(context: AppContext, limit: number) {
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const batch = await claimPendingRecipients(tx, limit);
    const result = { settled: 0, queued: 0 };
    if (batch.length === 0) return result;
    const announcements = await announcementsOf(inTransaction, batch);
    for (const recipient of batch) {
      // The member's choice as it is now: an unsubscribe or a bounce since the snapshot is honoured.
      if (recipient.skipReason) {
        await markRecipientSkipped(tx, recipient.id, recipient.skipReason);
        result.settled += 1;
        continue;
      }
      const announcement = announcements.get(recipient.announcementId);
      if (!announcement) continue;
      const { token, tokenHash } = newToken();
      const outboxId = await context.mailer.enqueue(
        {
          ...announcementMail(context.config, {
            to: recipient,
            subject: announcement.subject,
            body: announcement.body,
            segment: announcement.segment,
            names: announcement.names,
            token,
          }),
          bulk: true,
        },
        tx,
      );
      await markRecipientSent(tx, recipient.id, {
        email: recipient.email,
        outboxId,
        tokenHash,
        sentAt: context.now(),
      });
      result.settled += 1;
      result.queued += 1;
    }
    return result;
  });
}
