import { reminderHorizonDays } from "@club/domain/reminder-schedule.rules";
import { and, desc, eq, gt, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { columnArray, rowsOf } from "../../db/column-arrays.ts";
import { joinedStandingSql } from "../../db/member-filters.ts";
import { inPage } from "../../db/paging.ts";
import { mailBounces } from "../mail/mail.schema.ts";
import { members } from "../members/members.schema.ts";
import { nationalMemberships } from "../memberships/memberships.schema.ts";
import { nationalPlans } from "../plans/plans.schema.ts";
import { reminderLog, renewalLinks } from "./reminders.schema.ts";

// A member reading the club on paper (publication preference 0, "all in print by mail") or without an e-mail
// address is reminded by letter.
const onPaperSql = sql<boolean>`(${members.publicationPreferences} = 0 or trim(${members.email}) = '')`;

/** A member's place in the candidates' order (the member number is unique, so no two share one). */
export type CandidateKey = { lastName: string; firstName: string; memberNo: number };

/**
 * Everything the reminder rules and a letter need of the members whose dues date is near `today` (members further
 * than the rules' horizon are not read), by last name, first name and member number. With `letters`, only those a
 * letter may be for that day: on paper, or logged a letter by that day's run (about one in five, not every member).
 * With `duesDates`, only the members of those dues dates (issue 41: the run reads the few thousand whose year has a
 * step current that day).
 *
 * Issue 41: a page of `limit` members after the member `after` (keyset), so that on PGlite a run gives the thread
 * that answers members back between two pages. The page is chosen from the sort columns alone, then its members'
 * standing, bounces and steps sent are read: a single query computed those for every remaining member before
 * keeping a page of them (3,000 members: a second a page).
 */
export function findReminderCandidates(
  db: Db,
  today: string,
  options: { letters?: boolean; duesDates?: string[]; after?: CandidateKey; limit: number },
) {
  const { after } = options;
  const letterOf = sql`(${onPaperSql} or exists (select 1 from ${reminderLog}
    where ${reminderLog.memberId} = ${members.id} and ${reminderLog.runOn} = ${today}
      and ${reminderLog.channel} = 'letter'))`;
  const order = [members.lastName, members.firstName, members.memberNo];
  const page = db.$with("page").as(
    db
      .select({ id: members.id })
      .from(members)
      .innerJoin(nationalMemberships, eq(nationalMemberships.memberId, members.id))
      .innerJoin(nationalPlans, eq(nationalPlans.id, nationalMemberships.nationalPlanId))
      .where(
        and(
          sql`${members.mergedIntoId} is null`,
          sql`${nationalMemberships.duesExpire} between ${today}::date - ${reminderHorizonDays}::int
            and ${today}::date + ${reminderHorizonDays}::int`,
          options.letters ? letterOf : undefined,
          // One parameter whatever the number of dates (a list of 800 would be 800 parameters).
          options.duesDates
            ? sql`${nationalMemberships.duesExpire} = any(string_to_array(${options.duesDates.join(",")}, ',')::date[])`
            : undefined,
          after
            ? sql`(${members.lastName}, ${members.firstName}, ${members.memberNo})
                > (${after.lastName}::text, ${after.firstName}::text, ${after.memberNo}::int)`
            : undefined,
        ),
      )
      .orderBy(...order)
      .limit(options.limit),
  );
  return db
    .with(page)
    .select({
      memberId: members.id,
      memberNo: members.memberNo,
      prefix: members.prefix,
      firstName: members.firstName,
      lastName: members.lastName,
      suffix: members.suffix,
      email: members.email,
      onPaper: onPaperSql,
      addressLine1: members.addressLine1,
      addressLine2: members.addressLine2,
      city: members.city,
      state: members.state,
      zipCode: members.zipCode,
      country: members.country,
      standing: joinedStandingSql(today),
      duesExpire: nationalMemberships.duesExpire,
      renewalDate: nationalMemberships.renewalDate,
      complimentary: nationalMemberships.complimentary,
      planTitle: nationalPlans.title,
      bouncing: sql<boolean>`exists (select 1 from ${mailBounces}
        where ${mailBounces.address} = lower(${members.email}))`,
      sentSteps: sql<string[]>`coalesce((select array_agg(${reminderLog.step}) from ${reminderLog}
        where ${reminderLog.memberId} = ${members.id} and ${reminderLog.cycle} = ${nationalMemberships.duesExpire}),
        '{}')`,
    })
    .from(members)
    .innerJoin(nationalMemberships, eq(nationalMemberships.memberId, members.id))
    .innerJoin(nationalPlans, eq(nationalPlans.id, nationalMemberships.nationalPlanId))
    .where(inPage(members.id, page))
    .orderBy(...order);
}

export type ReminderCandidate = Awaited<ReturnType<typeof findReminderCandidates>>[number];

type ReminderLogRow = Pick<
  typeof reminderLog.$inferSelect,
  "memberId" | "cycle" | "step" | "channel" | "runOn" | "createdAt"
>;

/**
 * Logs a set of steps, each once per member and year: the rows written, without those logged already (by another
 * run, another instance, which then sends nothing for them). One array per column (issue 41: drizzle's multi-row
 * insert was a quarter of the run's JavaScript with the three inserts of a set).
 */
export async function insertReminderLogs(db: Db, values: ReminderLogRow[]) {
  if (values.length === 0) return [];
  const result =
    await db.execute(sql`insert into ${reminderLog} (member_id, cycle, step, channel, run_on, created_at)
    select * from unnest(${columnArray(values.map((row) => row.memberId))}::int[],
      ${columnArray(values.map((row) => row.cycle))}::date[],
      ${columnArray(values.map((row) => row.step))}::text[],
      ${columnArray(values.map((row) => row.channel))}::text[],
      ${columnArray(values.map((row) => row.runOn))}::date[],
      ${columnArray(values.map((row) => row.createdAt.toISOString()))}::timestamptz[])
    on conflict do nothing
    returning id, member_id as "memberId"`);
  return rowsOf<{ id: number; memberId: number }>(result);
}

/** Each logged step's mail, in one statement. */
export async function setReminderOutboxes(db: Db, pairs: { id: number; outboxId: number }[]) {
  if (pairs.length === 0) return;
  const rows = sql.join(
    pairs.map(({ id, outboxId }) => sql`(${id}::int, ${outboxId}::int)`),
    sql`, `,
  );
  await db.execute(sql`update ${reminderLog} set outbox_id = sent.outbox_id
    from (values ${rows}) as sent (id, outbox_id) where ${reminderLog.id} = sent.id`);
}

/** The letters a run on `day` logged (the members' ids). */
export async function findLetterMembersOn(db: Db, day: string) {
  const rows = await db
    .select({ memberId: reminderLog.memberId, step: reminderLog.step })
    .from(reminderLog)
    .where(and(eq(reminderLog.runOn, day), eq(reminderLog.channel, "letter")));
  return rows;
}

type RenewalLinkRow = Pick<
  typeof renewalLinks.$inferSelect,
  "memberId" | "tokenHash" | "shortCodeHash" | "letterCode" | "cycle" | "expiresAt" | "createdAt"
>;

/** New renewal links, a set's in one statement of one array per column (see insertReminderLogs). */
export async function insertRenewalLinks(db: Db, values: RenewalLinkRow[]) {
  if (values.length === 0) return;
  await db.execute(sql`insert into ${renewalLinks}
      (member_id, token_hash, short_code_hash, letter_code, cycle, expires_at, created_at)
    select * from unnest(${columnArray(values.map((row) => row.memberId))}::int[],
      ${columnArray(values.map((row) => row.tokenHash))}::text[],
      ${columnArray(values.map((row) => row.shortCodeHash))}::text[],
      ${columnArray(values.map((row) => row.letterCode))}::text[],
      ${columnArray(values.map((row) => row.cycle))}::date[],
      ${columnArray(values.map((row) => row.expiresAt.toISOString()))}::timestamptz[],
      ${columnArray(values.map((row) => row.createdAt.toISOString()))}::timestamptz[])`);
}

/** The letter links of these members for their year ending on `cycle` that still work after `until`, newest first. */
export function findLetterLinks(db: Db, wanted: { memberId: number; cycle: string }[], until: Date) {
  if (wanted.length === 0) return Promise.resolve([]);
  const years = sql.join(
    wanted.map(({ memberId, cycle }) => sql`(${memberId}::int, ${cycle}::date)`),
    sql`, `,
  );
  return db
    .select({ memberId: renewalLinks.memberId, letterCode: renewalLinks.letterCode })
    .from(renewalLinks)
    .where(
      and(
        sql`(${renewalLinks.memberId}, ${renewalLinks.cycle}) in (${years})`,
        isNotNull(renewalLinks.letterCode),
        gt(renewalLinks.expiresAt, until),
      ),
    )
    .orderBy(desc(renewalLinks.expiresAt));
}

/** The link whose token or short code hashes to this, with where its member stands now. */
export async function findRenewalLink(db: Db, hash: string) {
  const [row] = await db
    .select({
      id: renewalLinks.id,
      memberId: renewalLinks.memberId,
      cycle: renewalLinks.cycle,
      expiresAt: renewalLinks.expiresAt,
      duesExpire: nationalMemberships.duesExpire,
      mergedIntoId: members.mergedIntoId,
      deceasedOn: members.deceasedOn,
      resignedOn: members.resignedOn,
    })
    .from(renewalLinks)
    .innerJoin(members, eq(members.id, renewalLinks.memberId))
    .leftJoin(nationalMemberships, eq(nationalMemberships.memberId, renewalLinks.memberId))
    .where(or(eq(renewalLinks.tokenHash, hash), eq(renewalLinks.shortCodeHash, hash)));
  return row ?? null;
}

export async function touchRenewalLink(db: Db, id: number, now: Date) {
  await db.update(renewalLinks).set({ lastUsedAt: now }).where(eq(renewalLinks.id, id));
}

export async function deleteMemberRenewalLinks(db: Db, memberIds: number[]) {
  if (memberIds.length > 0) await db.delete(renewalLinks).where(inArray(renewalLinks.memberId, memberIds));
}

/** Housekeeping: links past their expiry sign nobody in; they go. */
export async function deleteExpiredRenewalLinks(db: Db, now: Date) {
  return db
    .delete(renewalLinks)
    .where(sql`not (${gt(renewalLinks.expiresAt, now)})`)
    .returning({ id: renewalLinks.id });
}

/** Issue 39: the reminders sent to a member (erasure). */
export async function deleteReminderLogOf(db: Db, memberId: number) {
  await db.delete(reminderLog).where(eq(reminderLog.memberId, memberId));
}
