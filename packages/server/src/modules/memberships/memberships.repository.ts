import type { RegionalMembership } from "@club/domain/membership.schema";
import type { TermDays } from "@club/domain/officer-terms.rules";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jsonObject } from "../../db/json.ts";
import { preparedPerDb } from "../../db/prepared.ts";
import { invoices } from "../checkout/checkout.schema.ts";
import { regions } from "../geo/geo.schema.ts";
import { associates, members } from "../members/members.schema.ts";
import { nationalPlans, regionalPlans } from "../plans/plans.schema.ts";
import { officerTerms, zoneRegions, zoneTerms } from "../regional-admin/regional-admin.schema.ts";
import { settings } from "../settings/settings.schema.ts";
import { donations, nationalMemberships, regionalMemberships } from "./memberships.schema.ts";

/** A member's regional membership as the membership details show it, with its plan (a renewal's prefill). */
const regionalMembershipColumns = {
  id: regionalMemberships.id,
  regionalPlanId: regionalMemberships.regionalPlanId,
  regionName: regions.name,
  regionCode: regions.code,
  duesExpire: regionalMemberships.duesExpire,
  associate: regionalMemberships.associate,
};

// GET membership_details is read on every visit to Member Info, and renew_data on every renewal: one prepared
// query for the national membership, its plan, the associate, the regional memberships (as JSON, by region name),
// whether the member administers a region, the club's renewal window and what the member last paid for (the Renew
// button words a joiner's year apart, issue 25), instead of a round trip for each. That is why it reads other
// modules' tables itself (issue 26): their services would each add a round trip.
const membershipDetails = preparedPerDb((db) =>
  db
    .select({
      memberNo: members.memberNo,
      deceasedOn: members.deceasedOn,
      resignedOn: members.resignedOn,
      mergedIntoId: members.mergedIntoId,
      membership: nationalMemberships,
      planTitle: nationalPlans.title,
      lifelong: nationalPlans.lifelong,
      associate: { firstName: associates.firstName, lastName: associates.lastName },
      regionalMemberships: sql<(RegionalMembership & { regionalPlanId: number })[]>`coalesce((
        select json_agg(${jsonObject(regionalMembershipColumns)} order by ${regions.name})
        from ${regionalMemberships}
        join ${regionalPlans} on ${regionalPlans.id} = ${regionalMemberships.regionalPlanId}
        join ${regions} on ${regions.id} = ${regionalPlans.regionId}
        where ${regionalMemberships.memberId} = ${members.id}), '[]')`,
      // Issue 42: the member's confirmed terms as officers; which are current is the domain's rule on the club's day.
      // A term of a zone's office counts when the zone has a region to read.
      officerTerms: sql<TermDays[]>`coalesce((
        select json_agg(json_build_object('status', "held"."status", 'startsOn', "held"."starts_on",
          'endsOn', "held"."ends_on"))
        from (
          select "officer_terms"."status", "officer_terms"."starts_on", "officer_terms"."ends_on"
          from ${officerTerms}
          where "officer_terms"."member_id" = ${members.id} and "officer_terms"."status" = 'confirmed'
          union all
          select 'confirmed', "zone_terms"."starts_on", "zone_terms"."ends_on"
          from ${zoneTerms}
          where "zone_terms"."member_id" = ${members.id}
            and exists (select 1 from ${zoneRegions} where "zone_regions"."zone_id" = "zone_terms"."zone_id")
        ) as "held"), '[]')`,
      clubTimeZoneSetting: sql<unknown>`(select ${settings.value} from ${settings}
        where ${settings.key} = 'club_time_zone')`,
      renewalWindowSetting: sql<unknown>`(select ${settings.value} from ${settings}
        where ${settings.key} = 'renewal_window')`,
      lastPaid: sql<"join" | "renewal" | null>`(select ${invoices.kind} from ${invoices}
        where ${invoices.memberId} = ${members.id} and ${invoices.status} = 'paid'
        order by ${invoices.paidAt} desc, ${invoices.id} desc limit 1)`,
    })
    .from(members)
    .leftJoin(nationalMemberships, eq(nationalMemberships.memberId, members.id))
    .leftJoin(nationalPlans, eq(nationalPlans.id, nationalMemberships.nationalPlanId))
    .leftJoin(associates, eq(associates.memberId, members.id))
    .where(eq(members.id, sql.placeholder("memberId")))
    .prepare("membership_details"),
);

/** Everything GET membership_details and renew_data show, in one round trip; undefined for an unknown member. */
export async function findMembershipDetails(db: Db, memberId: number) {
  const [row] = await membershipDetails(db).execute({ memberId });
  return row;
}

/**
 * Issue 41: the choices a renewal prices (the national plan, the museum level, the associate, the regional
 * memberships by region name, as findMembershipDetails reads them), of many members in one statement: a reminders
 * run or a day's letters read a set of members at once instead of one round trip each.
 */
export function findRenewalChoices(db: Db, memberIds: number[]) {
  return db
    .select({
      memberId: members.id,
      membership: {
        nationalPlanId: nationalMemberships.nationalPlanId,
        museumMembershipLevel: nationalMemberships.museumMembershipLevel,
      },
      associate: { firstName: associates.firstName, lastName: associates.lastName },
      regionalMemberships: sql<{ regionalPlanId: number; associate: boolean }[]>`coalesce((
        select json_agg(${jsonObject({
          regionalPlanId: regionalMemberships.regionalPlanId,
          associate: regionalMemberships.associate,
        })} order by ${regions.name})
        from ${regionalMemberships}
        join ${regionalPlans} on ${regionalPlans.id} = ${regionalMemberships.regionalPlanId}
        join ${regions} on ${regions.id} = ${regionalPlans.regionId}
        where ${regionalMemberships.memberId} = ${members.id}), '[]')`,
    })
    .from(members)
    .leftJoin(nationalMemberships, eq(nationalMemberships.memberId, members.id))
    .leftJoin(associates, eq(associates.memberId, members.id))
    .where(inArray(members.id, memberIds));
}

/** The member's national membership; undefined before a first payment. */
export async function findNationalMembership(db: Db, memberId: number) {
  const [membership] = await db
    .select()
    .from(nationalMemberships)
    .where(eq(nationalMemberships.memberId, memberId));
  return membership;
}

/**
 * The member's national membership, row-locked for the settlement transaction (two renewals settling at once see
 * each other: the second finds the first's renewal date).
 */
export async function lockNationalMembership(db: Db, memberId: number) {
  const [membership] = await db
    .select()
    .from(nationalMemberships)
    .where(eq(nationalMemberships.memberId, memberId))
    .for("update");
  return membership;
}

type NationalMembershipValues = Omit<typeof nationalMemberships.$inferInsert, "memberId" | "createdAt">;

/** A first membership is created (`yearJoined` applies only then); a renewal updates the one row a member has. */
export async function saveNationalMembership(
  db: Db,
  memberId: number,
  { yearJoined, ...values }: NationalMembershipValues & { yearJoined: number; updatedAt: Date },
) {
  await db
    .insert(nationalMemberships)
    .values({ memberId, yearJoined, ...values, createdAt: values.updatedAt })
    .onConflictDoUpdate({ target: nationalMemberships.memberId, set: values });
}

export async function saveRegionalMembership(
  db: Db,
  memberId: number,
  regionalPlanId: number,
  values: { associate: boolean; duesExpire: string; updatedAt: Date },
) {
  await db
    .insert(regionalMemberships)
    .values({ memberId, regionalPlanId, ...values, createdAt: values.updatedAt })
    .onConflictDoUpdate({
      target: [regionalMemberships.memberId, regionalMemberships.regionalPlanId],
      set: values,
    });
}

/** Renewing without an associate: none of the member's regional memberships covers one any more. */
export async function clearRegionalAssociates(db: Db, memberId: number, now: Date) {
  await db
    .update(regionalMemberships)
    .set({ associate: false, updatedAt: now })
    .where(eq(regionalMemberships.memberId, memberId));
}

export async function insertDonations(db: Db, rows: (typeof donations.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(donations).values(rows);
}

export function findRegionalDues(db: Db, memberId: number) {
  return db
    .select({
      regionalPlanId: regionalMemberships.regionalPlanId,
      duesExpire: regionalMemberships.duesExpire,
    })
    .from(regionalMemberships)
    .where(eq(regionalMemberships.memberId, memberId));
}

export async function updateNationalMembership(
  db: Db,
  memberId: number,
  values: Partial<Omit<typeof nationalMemberships.$inferInsert, "memberId">> & { updatedAt: Date },
) {
  await db.update(nationalMemberships).set(values).where(eq(nationalMemberships.memberId, memberId));
}

export async function updateRegionalDues(
  db: Db,
  memberId: number,
  regionalPlanId: number,
  duesExpire: string,
  now: Date,
) {
  await db
    .update(regionalMemberships)
    .set({ duesExpire, updatedAt: now })
    .where(
      and(eq(regionalMemberships.memberId, memberId), eq(regionalMemberships.regionalPlanId, regionalPlanId)),
    );
}

/** The member's regional memberships that ran to `from` run to `to`: they were bought with the national dues. */
export async function moveRegionalDues(db: Db, memberId: number, from: string, to: string, now: Date) {
  await db
    .update(regionalMemberships)
    .set({ duesExpire: to, updatedAt: now })
    .where(and(eq(regionalMemberships.memberId, memberId), eq(regionalMemberships.duesExpire, from)));
}

export async function deleteInvoiceDonations(db: Db, invoiceId: number) {
  await db.delete(donations).where(eq(donations.invoiceId, invoiceId));
}

export async function deleteNationalMembership(db: Db, memberId: number) {
  await db.delete(nationalMemberships).where(eq(nationalMemberships.memberId, memberId));
}

/** A merge: the duplicate's national membership becomes the remaining member's (who has none any more). */
export async function moveNationalMembership(
  db: Db,
  fromMemberId: number,
  toMemberId: number,
  values: { yearJoined: number; updatedAt: Date },
) {
  await db
    .update(nationalMemberships)
    .set({ memberId: toMemberId, ...values })
    .where(eq(nationalMemberships.memberId, fromMemberId));
}

export async function deleteRegionalMembership(db: Db, memberId: number, regionalPlanId: number) {
  await db
    .delete(regionalMemberships)
    .where(
      and(eq(regionalMemberships.memberId, memberId), eq(regionalMemberships.regionalPlanId, regionalPlanId)),
    );
}

export async function moveRegionalMembership(
  db: Db,
  fromMemberId: number,
  toMemberId: number,
  regionalPlanId: number,
  now: Date,
) {
  await db
    .update(regionalMemberships)
    .set({ memberId: toMemberId, updatedAt: now })
    .where(
      and(
        eq(regionalMemberships.memberId, fromMemberId),
        eq(regionalMemberships.regionalPlanId, regionalPlanId),
      ),
    );
}

export async function moveDonations(db: Db, fromMemberId: number, toMemberId: number) {
  const moved = await db
    .update(donations)
    .set({ memberId: toMemberId })
    .where(eq(donations.memberId, fromMemberId))
    .returning({ id: donations.id });
  return moved.length;
}

/** How many members hold each of these national plans, by plan: a plan no one holds has no row. */
export function countMembersByNationalPlan(db: Db, planIds: number[]) {
  return db
    .select({ planId: nationalMemberships.nationalPlanId, members: count() })
    .from(nationalMemberships)
    .where(inArray(nationalMemberships.nationalPlanId, planIds))
    .groupBy(nationalMemberships.nationalPlanId);
}

/** How many members hold each of these regional plans, by plan: a plan no one holds has no row. */
export function countMembersByRegionalPlan(db: Db, planIds: number[]) {
  return db
    .select({ planId: regionalMemberships.regionalPlanId, members: count() })
    .from(regionalMemberships)
    .where(inArray(regionalMemberships.regionalPlanId, planIds))
    .groupBy(regionalMemberships.regionalPlanId);
}

/**
 * Issue 44: the day the member joined, as near as the club knows it: when their national membership began in the
 * portal, and no later than the end of the year the roster says they joined (an imported member joined long before
 * their row was written), the day in the club's time zone. Undefined before a first payment.
 */
export async function findJoinedOn(db: Db, memberId: number, timeZone: string) {
  const [row] = await db
    .select({
      joinedOn: sql<string>`least((${nationalMemberships.createdAt} at time zone ${timeZone})::date,
        make_date(${nationalMemberships.yearJoined}, 12, 31))::text`,
    })
    .from(nationalMemberships)
    .where(eq(nationalMemberships.memberId, memberId));
  return row?.joinedOn;
}
