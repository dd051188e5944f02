import { and, eq, gt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { joinedStandingSql } from "../../db/member-filters.ts";
import {
  mailBounces,
  members,
  nationalMemberships,
  nationalPlans,
  reminderLog,
  renewalLinks,
} from "../../db/schema.ts";

// A reminder is never due further than this from the dues date (a year of notice, a year and a month of lapse):
// members outside it are not read.
const horizonDays = 400;

/** Everything the reminder rules and a letter need of the members whose dues date is near `today`. */
export function findReminderCandidates(db: Db, today: string) {
  return db
    .select({
      memberId: members.id,
      memberNo: members.memberNo,
      prefix: members.prefix,
      firstName: members.firstName,
      lastName: members.lastName,
      suffix: members.suffix,
      email: members.email,
      publicationPreferences: members.publicationPreferences,
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
    .where(
      and(
        sql`${members.mergedIntoId} is null`,
        sql`${nationalMemberships.duesExpire} between ${today}::date - ${horizonDays}::int
          and ${today}::date + ${horizonDays}::int`,
      ),
    )
    .orderBy(members.lastName, members.firstName, members.memberNo);
}

export type ReminderCandidate = Awaited<ReturnType<typeof findReminderCandidates>>[number];

/** Logs a step once per member and year; false when it was logged already (another run, another instance). */
export async function insertReminderLog(db: Db, values: typeof reminderLog.$inferInsert) {
  const rows = await db
    .insert(reminderLog)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: reminderLog.id });
  return rows[0]?.id ?? null;
}

export async function setReminderOutbox(db: Db, id: number, outboxId: number) {
  await db.update(reminderLog).set({ outboxId }).where(eq(reminderLog.id, id));
}

/** The letters a run on `day` logged (the members' ids). */
export async function findLetterMembersOn(db: Db, day: string) {
  const rows = await db
    .select({ memberId: reminderLog.memberId, step: reminderLog.step })
    .from(reminderLog)
    .where(and(eq(reminderLog.runOn, day), eq(reminderLog.channel, "letter")));
  return rows;
}

export async function insertRenewalLink(db: Db, values: typeof renewalLinks.$inferInsert) {
  await db.insert(renewalLinks).values(values);
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

export async function deleteMemberRenewalLinks(db: Db, memberId: number) {
  await db.delete(renewalLinks).where(eq(renewalLinks.memberId, memberId));
}

/** Housekeeping: links past their expiry sign nobody in; they go. */
export async function deleteExpiredRenewalLinks(db: Db, now: Date) {
  return db
    .delete(renewalLinks)
    .where(sql`not (${gt(renewalLinks.expiresAt, now)})`)
    .returning({ id: renewalLinks.id });
}
