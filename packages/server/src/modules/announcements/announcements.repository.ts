import type { AnnouncementSegment, RecipientStatus, SkipReason } from "@club/domain/announcement.schema";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { accountOpen, hasMembershipStanding, inGoodStanding } from "../../db/member-filters.ts";
import { events, registrations } from "../events/events.schema.ts";
import { regions } from "../geo/geo.schema.ts";
import { mailBounces } from "../mail/mail.schema.ts";
import { members } from "../members/members.schema.ts";
import { nationalMemberships, regionalMemberships } from "../memberships/memberships.schema.ts";
import { regionalPlans } from "../plans/plans.schema.ts";
import { announcementRecipients, announcements } from "./announcements.schema.ts";

// Announcements (issue 15): the drafts, the members of a segment, the snapshot of who an announcement goes to,
// and the delivery's claims. Mail bounces are the mail module's table: read here only to skip those addresses.

/** A segment with the days its rule needs, worked out by the service from today. */
export type SegmentFilter =
  | { kind: "active"; today: string }
  | { kind: "region"; regionId: number; today: string }
  | { kind: "lapsed"; today: string; from: string; through: string }
  | { kind: "event"; eventId: number };

/** Who is in the segment: never a member the office closed (deceased, resigned) or merged into another. */
function inSegment(filter: SegmentFilter): SQL {
  switch (filter.kind) {
    case "active":
      return inGoodStanding(filter.today);
    case "region":
      return sql`${inGoodStanding(filter.today)} and exists (
        select 1 from ${regionalMemberships}
        join ${regionalPlans} on ${regionalPlans.id} = ${regionalMemberships.regionalPlanId}
        where ${regionalMemberships.memberId} = ${members.id} and ${regionalPlans.regionId} = ${filter.regionId}
          and ${regionalMemberships.duesExpire} >= ${filter.today})`;
    case "lapsed":
      return hasMembershipStanding(
        filter.today,
        ["lapsed"],
        sql`${nationalMemberships.duesExpire} between ${filter.from} and ${filter.through}`,
      );
    // Issue 28: whoever is registered or waiting; a cancelled registration no longer hears about the event.
    case "event":
      return sql`${accountOpen} and exists (select 1 from ${registrations}
        where ${registrations.memberId} = ${members.id} and ${registrations.eventId} = ${filter.eventId}
          and ${registrations.status} <> 'cancelled')`;
  }
}

// Queries of members join the member's bounce, if any (the address is the key: one row at most). A join, rather than
// a subquery, also keeps drizzle naming each column with its table in the selected fields.
const bounceOfMember = eq(mailBounces.address, sql`lower(${members.email})`);

const optedOut = sql`${members.bulkMailOptOutAt} is not null`;

/**
 * Why the member gets no announcement, or null: no address to send it to (an imported member without one is
 * stored with ''), then the member's own choice, then a refusing address.
 */
const skipReason = sql<SkipReason | null>`case when ${members.email} = '' then 'no_email'
  when ${optedOut} then 'unsubscribed'
  when ${mailBounces.address} is not null then 'bouncing' end`;

const byName = [sql`lower(${members.lastName})`, sql`lower(${members.firstName})`, asc(members.memberNo)];

/** How many of the segment would get the e-mail, and how many would not, by reason. */
export async function countSegment(db: Db, filter: SegmentFilter) {
  const [row] = await db
    .select({
      recipients: sql<number>`count(*) filter (where ${skipReason} is null)::int`,
      noEmail: sql<number>`count(*) filter (where ${skipReason} = 'no_email')::int`,
      unsubscribed: sql<number>`count(*) filter (where ${skipReason} = 'unsubscribed')::int`,
      bouncing: sql<number>`count(*) filter (where ${skipReason} = 'bouncing')::int`,
    })
    .from(members)
    .leftJoin(mailBounces, bounceOfMember)
    .where(inSegment(filter));
  return row ?? { recipients: 0, noEmail: 0, unsubscribed: 0, bouncing: 0 };
}

/** The first members of the segment by name who would get the e-mail. */
export function findSegmentSample(db: Db, filter: SegmentFilter, limit: number) {
  return db
    .select({ firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .leftJoin(mailBounces, bounceOfMember)
    .where(and(inSegment(filter), sql`${skipReason} is null`))
    .orderBy(...byName)
    .limit(limit);
}

/**
 * The snapshot: a row for each member of the segment, pending or skipped with its reason. The token column holds
 * a placeholder (32 hex digits, never a SHA-256 of a token) until the delivery gives the member a real link.
 */
export async function insertRecipients(db: Db, announcementId: number, filter: SegmentFilter, now: Date) {
  const snapshot = db
    .select({
      announcementId: sql`${announcementId}::int`,
      memberId: members.id,
      email: members.email,
      status: sql`case when ${skipReason} is null then 'pending' else 'skipped' end`,
      reason: skipReason,
      unsubscribeTokenHash: sql`replace(gen_random_uuid()::text, '-', '')`,
      createdAt: sql`${now}::timestamptz`,
    })
    .from(members)
    .leftJoin(mailBounces, bounceOfMember)
    .where(inSegment(filter));
  // Written out: drizzle's insert … select would name the identity column too.
  const result = await db.execute(sql`insert into ${announcementRecipients}
    (announcement_id, member_id, email, status, reason, unsubscribe_token_hash, created_at) ${snapshot}
    returning status`);
  // Both drivers (node-postgres, PGlite) answer with the rows under `rows`.
  return (result as unknown as { rows: { status: RecipientStatus }[] }).rows;
}

// The announcement's rows.

/** Each announcement's recipients counted by status (none for a draft). */
function recipientCounts(db: Db) {
  const status = announcementRecipients.status;
  return db
    .select({
      announcementId: announcementRecipients.announcementId,
      sent: sql<number>`count(*) filter (where ${status} = 'sent')::int`.as("sent"),
      skipped: sql<number>`count(*) filter (where ${status} = 'skipped')::int`.as("skipped"),
      pending: sql<number>`count(*) filter (where ${status} = 'pending')::int`.as("pending"),
    })
    .from(announcementRecipients)
    .groupBy(announcementRecipients.announcementId)
    .as("counts");
}

/** An announcement with its counts and who wrote it. */
function selectSummaries<Extra extends SelectedFields>(db: Db, extra: Extra) {
  const counts = recipientCounts(db);
  return db
    .select({
      id: announcements.id,
      subject: announcements.subject,
      segment: announcements.segment,
      status: announcements.status,
      total: announcements.total,
      sent: sql<number>`coalesce(${counts.sent}, 0)`,
      skipped: sql<number>`coalesce(${counts.skipped}, 0)`,
      pending: sql<number>`coalesce(${counts.pending}, 0)`,
      createdByName: sql<string | null>`${members.firstName} || ' ' || ${members.lastName}`,
      createdAt: announcements.createdAt,
      updatedAt: announcements.updatedAt,
      sendStartedAt: announcements.sendStartedAt,
      sentAt: announcements.sentAt,
      ...extra,
    })
    .from(announcements)
    .leftJoin(counts, eq(counts.announcementId, announcements.id))
    .leftJoin(members, eq(members.id, announcements.createdBy));
}

/** Every announcement (the office's list), or only one region's newsletters (issue 42). */
const newslettersOf = (regionId: number | undefined) =>
  regionId === undefined ? undefined : eq(announcements.newsletterRegionId, regionId);

/** A page of the announcements, the newest first, with their recipients counted by status. */
export function findAnnouncements(
  db: Db,
  page: { limit: number; offset: number; newsletterRegionId?: number },
) {
  return selectSummaries(db, {})
    .where(newslettersOf(page.newsletterRegionId))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAnnouncements(db: Db, newsletterRegionId?: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(announcements)
    .where(newslettersOf(newsletterRegionId));
  return row?.count ?? 0;
}

/** Issue 42: the region whose newsletter the announcement is; null for the office's own, undefined for none. */
export async function findNewsletterRegionId(db: Db, id: number) {
  const [row] = await db
    .select({ regionId: announcements.newsletterRegionId })
    .from(announcements)
    .where(eq(announcements.id, id));
  return row?.regionId;
}

export async function findAnnouncement(db: Db, id: number) {
  const [row] = await selectSummaries(db, { body: announcements.body }).where(eq(announcements.id, id));
  return row;
}

/** The row, held until the transaction ends: a change, a delete or a send waits for another on the same one. */
export async function lockAnnouncement(db: Db, id: number) {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id)).for("update");
  return row;
}

export type AnnouncementValues = Pick<
  typeof announcements.$inferInsert,
  "subject" | "body" | "segment" | "updatedAt"
>;

export async function insertAnnouncement(
  db: Db,
  values: AnnouncementValues & { createdBy: number; createdAt: Date; newsletterRegionId: number | null },
) {
  const [row] = await db.insert(announcements).values(values).returning({ id: announcements.id });
  return row?.id as number;
}

export async function updateAnnouncement(db: Db, id: number, values: AnnouncementValues) {
  await db.update(announcements).set(values).where(eq(announcements.id, id));
}

export async function deleteAnnouncementRow(db: Db, id: number) {
  await db.delete(announcements).where(eq(announcements.id, id));
}

export async function markSending(db: Db, id: number, values: { total: number; now: Date }) {
  await db
    .update(announcements)
    .set({ status: "sending", total: values.total, sendStartedAt: values.now, updatedAt: values.now })
    .where(eq(announcements.id, id));
}

/** Announcements being sent with nobody left pending are sent; returns their ids. */
export async function markFinished(db: Db, now: Date) {
  const rows = await db
    .update(announcements)
    .set({ status: "sent", sentAt: now, updatedAt: now })
    .where(
      and(
        eq(announcements.status, "sending"),
        sql`not exists (select 1 from ${announcementRecipients}
          where ${announcementRecipients.announcementId} = ${announcements.id}
            and ${announcementRecipients.status} = 'pending')`,
      ),
    )
    .returning({ id: announcements.id });
  return rows.map((row) => row.id);
}

// The per-recipient log.

export function findRecipientPage(
  db: Db,
  announcementId: number,
  query: { status?: RecipientStatus; limit: number; offset: number },
) {
  return db
    .select({
      memberId: members.id,
      memberNo: members.memberNo,
      firstName: members.firstName,
      lastName: members.lastName,
      email: announcementRecipients.email,
      status: announcementRecipients.status,
      reason: announcementRecipients.reason,
      sentAt: announcementRecipients.sentAt,
    })
    .from(announcementRecipients)
    .innerJoin(members, eq(members.id, announcementRecipients.memberId))
    .where(recipientsOf(announcementId, query.status))
    .orderBy(...byName)
    .limit(query.limit)
    .offset(query.offset);
}

export async function countRecipients(db: Db, announcementId: number, status?: RecipientStatus) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(announcementRecipients)
    .where(recipientsOf(announcementId, status));
  return row?.count ?? 0;
}

function recipientsOf(announcementId: number, status?: RecipientStatus) {
  return and(
    eq(announcementRecipients.announcementId, announcementId),
    status ? eq(announcementRecipients.status, status) : undefined,
  );
}

// The delivery.

/**
 * Up to `limit` pending recipients of announcements being sent, oldest first, locked for this transaction;
 * rows another run holds are passed over (SKIP LOCKED), so two runs never take the same member. With each, what
 * the e-mail needs and whether the member has since unsubscribed or their address started to bounce.
 */
export function claimPendingRecipients(db: Db, limit: number) {
  return db
    .select({
      id: announcementRecipients.id,
      announcementId: announcementRecipients.announcementId,
      memberId: members.id,
      email: members.email,
      firstName: members.firstName,
      lastName: members.lastName,
      skipReason,
    })
    .from(announcementRecipients)
    .innerJoin(
      announcements,
      and(eq(announcements.id, announcementRecipients.announcementId), eq(announcements.status, "sending")),
    )
    .innerJoin(members, eq(members.id, announcementRecipients.memberId))
    .leftJoin(mailBounces, bounceOfMember)
    .where(eq(announcementRecipients.status, "pending"))
    .orderBy(asc(announcementRecipients.id))
    .limit(limit)
    .for("update", { of: announcementRecipients, skipLocked: true });
}

export function findAnnouncementsByIds(db: Db, ids: number[]) {
  return db
    .select({
      id: announcements.id,
      subject: announcements.subject,
      body: announcements.body,
      segment: announcements.segment,
    })
    .from(announcements)
    .where(inArray(announcements.id, ids));
}

export async function markRecipientSent(
  db: Db,
  id: number,
  values: { email: string; outboxId: number; tokenHash: string; sentAt: Date },
) {
  await db
    .update(announcementRecipients)
    .set({
      status: "sent",
      email: values.email,
      outboxId: values.outboxId,
      unsubscribeTokenHash: values.tokenHash,
      sentAt: values.sentAt,
    })
    .where(eq(announcementRecipients.id, id));
}

export async function markRecipientSkipped(db: Db, id: number, reason: SkipReason) {
  await db
    .update(announcementRecipients)
    .set({ status: "skipped", reason })
    .where(eq(announcementRecipients.id, id));
}

// Unsubscribing.

/** The member an unsubscribe link was sent to, by the link's token (hashed), with their current choice. */
export async function findRecipientByToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      memberId: members.id,
      email: members.email,
      unsubscribed: sql<boolean>`${optedOut}`,
    })
    .from(announcementRecipients)
    .innerJoin(members, eq(members.id, announcementRecipients.memberId))
    .where(eq(announcementRecipients.unsubscribeTokenHash, tokenHash));
  return row;
}

// What the segments name.

export async function findRegionName(db: Db, id: number) {
  const [row] = await db.select({ name: regions.name }).from(regions).where(eq(regions.id, id));
  return row?.name;
}

export async function findEventTitle(db: Db, id: number) {
  const [row] = await db.select({ title: events.title }).from(events).where(eq(events.id, id));
  return row?.title;
}

/** The names the office's list shows for its announcements' regions and events. */
export async function findSegmentNames(db: Db, segments: AnnouncementSegment[]) {
  const regionIds = segments.flatMap((segment) => (segment.kind === "region" ? [segment.regionId] : []));
  const eventIds = segments.flatMap((segment) => (segment.kind === "event" ? [segment.eventId] : []));
  const [regionRows, eventRows] = await Promise.all([
    regionIds.length > 0
      ? db.select({ id: regions.id, name: regions.name }).from(regions).where(inArray(regions.id, regionIds))
      : [],
    eventIds.length > 0
      ? db.select({ id: events.id, title: events.title }).from(events).where(inArray(events.id, eventIds))
      : [],
  ]);
  return {
    regions: new Map(regionRows.map((row) => [row.id, row.name])),
    events: new Map(eventRows.map((row) => [row.id, row.title])),
  };
}

/** The choices of the office's segment select: every region, and the events (the latest first). */
export async function findSegmentOptions(db: Db) {
  const [regionRows, eventRows] = await Promise.all([
    db.select({ id: regions.id, name: regions.name }).from(regions).orderBy(asc(regions.name)),
    db
      .select({ id: events.id, title: events.title, dateStart: events.dateStart })
      .from(events)
      .orderBy(desc(events.dateStart), asc(events.id)),
  ]);
  return { regions: regionRows, events: eventRows };
}

/** Issue 39: an erased member's rows keep no address, and one still waiting is skipped: there is none to send to. */
export async function blankRecipientAddresses(db: Db, memberId: number) {
  await db
    .update(announcementRecipients)
    .set({ status: "skipped", reason: "no_email" })
    .where(and(eq(announcementRecipients.memberId, memberId), eq(announcementRecipients.status, "pending")));
  await db
    .update(announcementRecipients)
    .set({ email: "" })
    .where(eq(announcementRecipients.memberId, memberId));
}
