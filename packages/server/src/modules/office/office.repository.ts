import { type MemberStatus, type OfficeMemberQuery, officePageSize } from "@club/domain/office.schema";
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { containsPattern, inRegion, joinedStandingSql } from "../../db/member-filters.ts";
import { invoiceItems, invoices, payments, refunds } from "../checkout/checkout.schema.ts";
import { events, registrations } from "../events/events.schema.ts";
import { regions } from "../geo/geo.schema.ts";
import { outbox } from "../mail/mail.schema.ts";
import { makes } from "../makes/makes.schema.ts";
import { associates, members } from "../members/members.schema.ts";
import { donations, nationalMemberships, regionalMemberships } from "../memberships/memberships.schema.ts";
import { nationalPlans, regionalPlans } from "../plans/plans.schema.ts";
import { reminderLog } from "../reminders/reminders.schema.ts";
import { vehicles } from "../vehicles/vehicles.schema.ts";
import { officeNotes, staff } from "./office.schema.ts";

// The office reads every account, whatever its standing: the directory's queries list only members in good
// standing, these list everyone, with the status the office sees (`memberStatuses` in @club/domain/office.schema).

/** An account's status: its standing (the domain's rule, joined here), or staff for an office account without one. */
function statusOf(today: string): SQL<MemberStatus> {
  const standing = joinedStandingSql(today);
  return sql<MemberStatus>`case when ${standing} = 'unpaid_joiner' and ${staff.memberId} is not null then 'staff'
    else ${standing} end`;
}

const regionCodes = sql<string[]>`coalesce((select array_agg(${regions.code} order by ${regions.code})
  from ${regionalMemberships}
  join ${regionalPlans} on ${regionalPlans.id} = ${regionalMemberships.regionalPlanId}
  join ${regions} on ${regions.id} = ${regionalPlans.regionId}
  where ${regionalMemberships.memberId} = ${members.id}), '{}')`;

/**
 * A name, e-mail, city or zip code containing the text, or the member number. Each expression is one a trigram
 * index covers exactly (migrations 0003 and 0020), so PostgreSQL reads the matches from the indexes instead of
 * every member (issue 24). Without coalesce the matches are the same: a missing city or zip code matched no text as
 * '', and matches none as null.
 */
function matchesText(q: string): SQL {
  const pattern = containsPattern(q);
  const number = /^\d{1,9}$/.test(q) ? sql` or ${members.memberNo} = ${Number(q)}` : sql``;
  return sql`(lower(${members.firstName} || ' ' || ${members.lastName}) like ${pattern}
    or lower(${members.email}) like ${pattern}
    or lower(${members.city}) like ${pattern}
    or lower(${members.zipCode}) like ${pattern}${number})`;
}

const sortColumns = {
  last_name: [sql`lower(${members.lastName})`, sql`lower(${members.firstName})`],
  member_no: [members.memberNo],
  dues_expire: [nationalMemberships.duesExpire],
  created_at: [members.createdAt],
};

/** A page of 50 accounts matching the office's filters, with the number of all that match. */
export async function searchAccounts(db: Db, query: OfficeMemberQuery, today: string) {
  const status = statusOf(today);
  const conditions = [
    query.q ? matchesText(query.q) : undefined,
    // A merged duplicate is history, listed only when asked for.
    query.status ? sql`${status} = ${query.status}` : isNull(members.mergedIntoId),
    query.region ? inRegion(query.region) : undefined,
  ];
  const direction = query.order === "desc" ? desc : asc;
  const rows = await db
    .select({
      id: members.id,
      memberNo: members.memberNo,
      firstName: members.firstName,
      lastName: members.lastName,
      email: members.email,
      city: members.city,
      state: members.state,
      zipCode: members.zipCode,
      planTitle: nationalPlans.title,
      duesExpire: nationalMemberships.duesExpire,
      status,
      officeRole: staff.role,
      mergedIntoId: members.mergedIntoId,
      regions: regionCodes,
      // Counted by a subquery PostgreSQL runs once, not by count(*) over (): PostgreSQL 15 costs a window as if the
      // page's first rows came out before every match was read, and so walked the whole sort index rather than
      // read the matches from the trigram indexes (68 ms against 7 ms for a city of 2,300 of 50,000 members).
      total: sql<number>`(${matchingAccounts(db, conditions)})`.mapWith(Number),
    })
    .from(members)
    .leftJoin(nationalMemberships, eq(nationalMemberships.memberId, members.id))
    .leftJoin(nationalPlans, eq(nationalPlans.id, nationalMemberships.nationalPlanId))
    .leftJoin(staff, eq(staff.memberId, members.id))
    .where(and(...conditions))
    .orderBy(...sortColumns[query.sort].map((column) => direction(column)), asc(members.memberNo))
    .limit(officePageSize)
    .offset((query.page - 1) * officePageSize);
  // A page past the last has no row to carry the count.
  return { rows, total: rows[0]?.total ?? (await matchingAccounts(db, conditions))[0]?.total ?? 0 };
}

/** How many accounts match the conditions, with the joins the conditions read. */
function matchingAccounts(db: Db, conditions: (SQL | undefined)[]) {
  return db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(members)
    .leftJoin(nationalMemberships, eq(nationalMemberships.memberId, members.id))
    .leftJoin(nationalPlans, eq(nationalPlans.id, nationalMemberships.nationalPlanId))
    .leftJoin(staff, eq(staff.memberId, members.id))
    .where(and(...conditions));
}

/** The account with its national membership, status and office role. */
export async function findAccount(db: Db, memberId: number, today: string) {
  const [row] = await db
    .select({
      member: members,
      status: statusOf(today),
      officeRole: staff.role,
      nationalPlanId: nationalMemberships.nationalPlanId,
      planTitle: nationalPlans.title,
      lifelong: nationalPlans.lifelong,
      yearJoined: nationalMemberships.yearJoined,
      duesExpire: nationalMemberships.duesExpire,
      complimentary: nationalMemberships.complimentary,
    })
    .from(members)
    .leftJoin(nationalMemberships, eq(nationalMemberships.memberId, members.id))
    .leftJoin(nationalPlans, eq(nationalPlans.id, nationalMemberships.nationalPlanId))
    .leftJoin(staff, eq(staff.memberId, members.id))
    .where(eq(members.id, memberId));
  return row;
}

export function findRegionalMemberships(db: Db, memberId: number) {
  return db
    .select({
      regionCode: regions.code,
      regionName: regions.name,
      duesExpire: regionalMemberships.duesExpire,
    })
    .from(regionalMemberships)
    .innerJoin(regionalPlans, eq(regionalPlans.id, regionalMemberships.regionalPlanId))
    .innerJoin(regions, eq(regions.id, regionalPlans.regionId))
    .where(eq(regionalMemberships.memberId, memberId))
    .orderBy(regions.code);
}

export async function findAssociate(db: Db, memberId: number) {
  const [row] = await db
    .select({ firstName: associates.firstName, lastName: associates.lastName })
    .from(associates)
    .where(eq(associates.memberId, memberId));
  return row ?? null;
}

/** The member's invoices, newest first, with their items and payments. */
export async function findInvoiceHistory(db: Db, memberId: number) {
  // Joined, not a correlated subquery: drizzle leaves a one-table query's columns unqualified, and "id" inside a
  // subquery on refunds would be the refund's.
  const refundedSoFar = db
    .select({ paymentId: refunds.paymentId, total: sql<number>`sum(${refunds.amount})`.as("total") })
    .from(refunds)
    .groupBy(refunds.paymentId)
    .as("refunded_so_far");
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.memberId, memberId))
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
  const ids = rows.map((row) => row.id);
  const [items, paid] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select()
            .from(invoiceItems)
            .where(inArray(invoiceItems.invoiceId, ids))
            .orderBy(invoiceItems.position),
          db
            .select({
              id: payments.id,
              invoiceId: payments.invoiceId,
              provider: payments.provider,
              reference: sql<string | null>`coalesce(${payments.reference}, ${payments.captureId})`,
              amount: payments.amount,
              refunded: sql<number>`coalesce(${refundedSoFar.total}, 0)::int`,
              createdAt: payments.createdAt,
            })
            .from(payments)
            .leftJoin(refundedSoFar, eq(refundedSoFar.paymentId, payments.id))
            .where(inArray(payments.invoiceId, ids)),
        ]);
  return rows.map((invoice) => ({
    invoice,
    items: items.filter((item) => item.invoiceId === invoice.id),
    payments: paid.filter((payment) => payment.invoiceId === invoice.id),
  }));
}

export function findDonations(db: Db, memberId: number) {
  return db
    .select({ kind: donations.kind, amount: donations.amount, createdAt: donations.createdAt })
    .from(donations)
    .where(eq(donations.memberId, memberId))
    .orderBy(desc(donations.createdAt));
}

export function findVehicleSummaries(db: Db, memberId: number) {
  return db
    .select({
      id: vehicles.id,
      year: vehicles.year,
      make: makes.name,
      model: vehicles.model,
      approved: vehicles.approvedByCommittee,
      rejectionReason: vehicles.rejectionReason,
    })
    .from(vehicles)
    .leftJoin(makes, eq(makes.id, vehicles.makeId))
    .where(eq(vehicles.memberId, memberId))
    .orderBy(vehicles.year, vehicles.id);
}

export function findRegistrations(db: Db, memberId: number) {
  return db
    .select({ eventTitle: events.title, dateStart: events.dateStart, createdAt: registrations.createdAt })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(eq(registrations.memberId, memberId))
    .orderBy(desc(events.dateStart));
}

/**
 * What the outbox holds for the member: subjects and delivery, not the text (a reset link would be in it). By the
 * member it is for, and by the address for mail queued before the outbox named the member.
 */
export function findMailTo(db: Db, memberId: number, email: string) {
  return db
    .select({
      id: outbox.id,
      subject: outbox.subject,
      status: outbox.status,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(or(eq(outbox.memberId, memberId), sql`lower(${outbox.to}) = ${email.toLowerCase()}`))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(200);
}

/** The renewal reminders sent to the member (reminders module's log), the latest first. */
export function findReminders(db: Db, memberId: number) {
  return db
    .select({
      step: reminderLog.step,
      channel: reminderLog.channel,
      runOn: reminderLog.runOn,
      cycle: reminderLog.cycle,
    })
    .from(reminderLog)
    .where(eq(reminderLog.memberId, memberId))
    .orderBy(desc(reminderLog.runOn), desc(reminderLog.id))
    .limit(200);
}

export function findNotes(db: Db, memberId: number) {
  return db
    .select({
      id: officeNotes.id,
      text: officeNotes.text,
      createdAt: officeNotes.createdAt,
      authorName: sql<string | null>`(select ${members.firstName} || ' ' || ${members.lastName}
        from ${members} where ${members.id} = ${officeNotes.authorId})`,
    })
    .from(officeNotes)
    .where(eq(officeNotes.memberId, memberId))
    .orderBy(desc(officeNotes.createdAt), desc(officeNotes.id));
}

export async function insertNote(
  db: Db,
  values: { memberId: number; authorId: number; text: string; createdAt: Date },
) {
  const [note] = await db.insert(officeNotes).values(values).returning();
  if (!note) throw new Error("note not written");
  return note;
}

/** The accounts merged into this one: their audit trail is part of its history. */
export async function findMergedIds(db: Db, memberId: number) {
  const rows = await db.select({ id: members.id }).from(members).where(eq(members.mergedIntoId, memberId));
  return rows.map((row) => row.id);
}

export async function deleteNotes(db: Db, memberId: number) {
  await db.delete(officeNotes).where(eq(officeNotes.memberId, memberId));
}

/** A merge: the duplicate's office notes become the remaining member's. */
export async function moveNotes(db: Db, fromMemberId: number, toMemberId: number) {
  const moved = await db
    .update(officeNotes)
    .set({ memberId: toMemberId })
    .where(eq(officeNotes.memberId, fromMemberId))
    .returning({ id: officeNotes.id });
  return moved.length;
}
