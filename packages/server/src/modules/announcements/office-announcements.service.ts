import type { Announcement, AnnouncementInput } from "@club/domain/announcement.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { changedFields, recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { getMemberContact } from "../members/members.service.ts";
import {
  changeAnnouncement,
  createAnnouncement,
  deleteAnnouncement,
  requestDelivery,
  sendTestAnnouncement,
  startSending,
} from "./announcements.service.ts";

// The office writes and sends the announcements (issue 15); the announcements module keeps their rules and rows.
// Each write is one transaction with its audit entry, about no member (memberId null), naming the announcement.

/** What the trail keeps of an announcement: its subject and to whom (the message itself is in the announcement). */
function auditedValues(announcement: Announcement) {
  return { subject: announcement.subject, audience: announcement.audience };
}

/** POST /office/announcements: a new draft, in the trail as `announcement_created`. */
export function addAnnouncementByOffice(
  context: AppContext,
  session: SessionContext,
  input: AnnouncementInput,
) {
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const announcement = await createAnnouncement(inTransaction, session.memberId, input);
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: null,
      action: "announcement_created",
      after: { announcementId: announcement.id, ...auditedValues(announcement) },
    });
    return announcement;
  });
}

/** PUT /office/announcements/{id}: the draft as it is now; `announcement_changed` with what changed. */
export function changeAnnouncementByOffice(
  context: AppContext,
  session: SessionContext,
  id: number,
  input: AnnouncementInput,
) {
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const { before, after } = await changeAnnouncement(inTransaction, id, input);
    const change = changedFields(auditedValues(before), auditedValues(after));
    const bodyChanged = before.body !== after.body;
    if (Object.keys(change.after).length > 0 || bodyChanged)
      await recordAudit(inTransaction, {
        actorId: session.memberId,
        memberId: null,
        action: "announcement_changed",
        before: { announcementId: id, ...change.before },
        after: { announcementId: id, ...change.after, ...(bodyChanged ? { messageChanged: true } : {}) },
      });
    return after;
  });
}

/** DELETE /office/announcements/{id}: a draft only; `announcement_deleted` keeps what it was. */
export function deleteAnnouncementByOffice(context: AppContext, session: SessionContext, id: number) {
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const announcement = await deleteAnnouncement(inTransaction, id);
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: null,
      action: "announcement_deleted",
      before: { announcementId: id, ...auditedValues(announcement) },
    });
  });
}

/** POST /office/announcements/{id}/test: the e-mail to the signed-in staff member's own address. */
export async function testAnnouncementByOffice(context: AppContext, session: SessionContext, id: number) {
  const staff = await getMemberContact(context, session.memberId);
  return sendTestAnnouncement(context, id, { ...staff, memberId: session.memberId });
}

/**
 * POST /office/announcements/{id}/send: the recipients fixed and the sending started, with `announcement_sent` (how
 * many will get it, how many are skipped), in one transaction; then a delivery run at once.
 */
export async function sendAnnouncementByOffice(context: AppContext, session: SessionContext, id: number) {
  const announcement = await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const started = await startSending(inTransaction, id);
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: null,
      action: "announcement_sent",
      after: {
        announcementId: id,
        ...auditedValues(started.announcement),
        recipients: started.pending,
        skipped: started.skipped,
      },
    });
    return started.announcement;
  });
  requestDelivery(context);
  return announcement;
}
