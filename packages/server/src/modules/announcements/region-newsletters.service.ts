import type { AnnouncementInput } from "@club/domain/announcement.schema";
import type {
  RegionNewsletter,
  RegionNewsletterAudience,
  RegionNewsletterInput,
  RegionNewsletterList,
  RegionNewsletterPreview,
} from "@club/domain/region-posts.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { regionByCode } from "../geo/geo.service.ts";
import { getMemberContact } from "../members/members.service.ts";
import { requireRegionEditor } from "../regional-admin/administered-regions.ts";
import { findNewsletterRegionId } from "./announcements.repository.ts";
import {
  changeAnnouncement,
  countAudience,
  createAnnouncement,
  listAnnouncements,
  previewAnnouncement,
  requestDelivery,
  sendTestAnnouncement,
  startSending,
} from "./announcements.service.ts";

// Issue 42: a region's newsletter, written by the region's editor (its newsletter editor or director, for the days
// of their term) and sent as an announcement: the same draft, preview, test, throttled delivery, unsubscribe link and
// skipping of members who stopped bulk e-mail. Its segment is always the region's members (the server sets it; the
// editor never chooses one). Each write is one transaction with its audit entry.

/** The region, once the signed-in member is its editor (403 otherwise, 404 for no such region). */
async function editedRegion(context: AppContext, session: SessionContext, code: string) {
  const region = await regionByCode(context, code);
  if (!region) throw notFound();
  await requireRegionEditor(context, session, region.code);
  return region;
}

/** The only audience a region's newsletter has: the region's members in good standing with its dues paid. */
const toRegion = (regionId: number, input: RegionNewsletterInput): AnnouncementInput => ({
  ...input,
  segment: { kind: "region", regionId },
});

/** An announcement that is this region's newsletter; any other (the office's, another region's, none) is 404. */
async function requireNewsletterOf(context: AppContext, regionId: number, id: number) {
  if ((await findNewsletterRegionId(context.db, id)) !== regionId) throw notFound();
}

const audited = (newsletter: RegionNewsletter, regionCode: string) => ({
  announcementId: newsletter.id,
  regionCode,
  subject: newsletter.subject,
});

/** GET …/newsletters: the region's newsletters, newest first, with how far each is sent. */
export async function listRegionNewsletters(
  context: AppContext,
  session: SessionContext,
  code: string,
  page: number,
): Promise<RegionNewsletterList> {
  const region = await editedRegion(context, session, code);
  return listAnnouncements(context, page, region.id);
}

/** POST …/newsletters: a draft to the region's members, `region_newsletter_created` in the trail. */
export async function addRegionNewsletter(
  context: AppContext,
  session: SessionContext,
  code: string,
  input: RegionNewsletterInput,
): Promise<RegionNewsletter> {
  const region = await editedRegion(context, session, code);
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const newsletter = await createAnnouncement(
      inTransaction,
      session.memberId,
      toRegion(region.id, input),
      region.id,
    );
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: null,
      action: "region_newsletter_created",
      after: audited(newsletter, region.code),
    });
    return newsletter;
  });
}

/** PATCH …/newsletters/{id}: a draft's subject and text; `region_newsletter_changed`. 409 once it is sent. */
export async function changeRegionNewsletter(
  context: AppContext,
  session: SessionContext,
  code: string,
  id: number,
  input: RegionNewsletterInput,
): Promise<RegionNewsletter> {
  const region = await editedRegion(context, session, code);
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    await requireNewsletterOf(inTransaction, region.id, id);
    const { before, after } = await changeAnnouncement(inTransaction, id, toRegion(region.id, input));
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: null,
      action: "region_newsletter_changed",
      before: audited(before, region.code),
      after: { ...audited(after, region.code), messageChanged: before.body !== after.body },
    });
    return after;
  });
}

/** GET …/newsletters/audience: how many of the region's members a newsletter reaches today (counts, no names). */
export async function regionNewsletterAudience(
  context: AppContext,
  session: SessionContext,
  code: string,
): Promise<RegionNewsletterAudience> {
  const region = await editedRegion(context, session, code);
  return countAudience(context, { kind: "region", regionId: region.id });
}

/**
 * POST …/newsletters/preview: how many of the region's members it would reach and how many are skipped (by reason),
 * and the e-mail as sent. No member's name: the editor reads counts, not the region's list.
 */
export async function previewRegionNewsletter(
  context: AppContext,
  session: SessionContext,
  code: string,
  input: RegionNewsletterInput,
): Promise<RegionNewsletterPreview> {
  const region = await editedRegion(context, session, code);
  const { audience, recipients, skipped, message } = await previewAnnouncement(
    context,
    toRegion(region.id, input),
  );
  return { audience, recipients, skipped, message };
}

/** POST …/newsletters/{id}/test: the e-mail now to the editor's own address, marked "[Test] ". */
export async function testRegionNewsletter(
  context: AppContext,
  session: SessionContext,
  code: string,
  id: number,
) {
  const region = await editedRegion(context, session, code);
  await requireNewsletterOf(context, region.id, id);
  const editor = await getMemberContact(context, session.memberId);
  return sendTestAnnouncement(context, id, { ...editor, memberId: session.memberId });
}

/**
 * POST …/newsletters/{id}/send: the region's members as of now become its recipients and the delivery starts, with
 * `region_newsletter_sent` (how many will get it, how many are skipped) in one transaction.
 */
export async function sendRegionNewsletter(
  context: AppContext,
  session: SessionContext,
  code: string,
  id: number,
): Promise<RegionNewsletter> {
  const region = await editedRegion(context, session, code);
  const newsletter = await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    await requireNewsletterOf(inTransaction, region.id, id);
    const started = await startSending(inTransaction, id);
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: null,
      action: "region_newsletter_sent",
      after: {
        ...audited(started.announcement, region.code),
        recipients: started.pending,
        skipped: started.skipped,
      },
    });
    return started.announcement;
  });
  requestDelivery(context);
  return newsletter;
}
