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

// The job `announcement-delivery` (every minute, and at once when the office starts a sending): the throttle is
// the cap on each run, ANNOUNCEMENT_MAIL_PER_MINUTE. A run claims that many pending recipients (SKIP LOCKED: two
// instances never take the same one), queues each member's e-mail in the outbox in the same transaction that marks
// them sent, and leaves the rest to the next minute. The mailer then delivers the outbox as it does all mail.

type Claimed = Awaited<ReturnType<typeof claimPendingRecipients>>[number];

/** What each announcement of the batch says, read once per run. */
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

/** One run: at most the cap of e-mails queued; the number queued. */
export async function deliverAnnouncements(context: AppContext): Promise<number> {
  const queued = await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const batch = await claimPendingRecipients(tx, context.config.announcements.mailPerMinute);
    if (batch.length === 0) return 0;
    const announcements = await announcementsOf(inTransaction, batch);
    let count = 0;
    for (const recipient of batch) {
      // The member's choice as it is now: an unsubscribe or a bounce since the snapshot is honoured.
      if (recipient.skipReason) {
        await markRecipientSkipped(tx, recipient.id, recipient.skipReason);
        continue;
      }
      const announcement = announcements.get(recipient.announcementId);
      if (!announcement) continue;
      const { token, tokenHash } = newToken();
      const outboxId = await context.mailer.enqueue(
        announcementMail(context.config, {
          to: recipient,
          subject: announcement.subject,
          body: announcement.body,
          segment: announcement.segment,
          names: announcement.names,
          token,
        }),
        tx,
      );
      await markRecipientSent(tx, recipient.id, {
        email: recipient.email,
        outboxId,
        tokenHash,
        sentAt: context.now(),
      });
      count += 1;
    }
    return count;
  });
  // After the commit, so that a run on another instance that committed meanwhile is seen too.
  const finished = await markFinished(context.db, context.now());
  if (finished.length > 0) context.log.info({ announcementIds: finished }, "announcements sent");
  if (queued > 0) context.mailer.deliverSoon();
  return queued;
}
