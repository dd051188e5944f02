import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  associates,
  donations,
  members,
  nationalMemberships,
  nationalPlans,
  regionalAdministrators,
  regionalMemberships,
  regionalPlans,
  regions,
  settings,
} from "../../db/schema.ts";

export async function findNationalMembership(db: Db, memberId: number) {
  const [row] = await db
    .select({
      memberNo: members.memberNo,
      membership: nationalMemberships,
      planTitle: nationalPlans.title,
      lifelong: nationalPlans.lifelong,
    })
    .from(members)
    .leftJoin(nationalMemberships, eq(nationalMemberships.memberId, members.id))
    .leftJoin(nationalPlans, eq(nationalPlans.id, nationalMemberships.nationalPlanId))
    .where(eq(members.id, memberId));
  return row;
}

export function findRegionalMemberships(db: Db, memberId: number) {
  return db
    .select({
      id: regionalMemberships.id,
      regionName: regions.name,
      regionCode: regions.code,
      duesExpire: regionalMemberships.duesExpire,
      associate: regionalMemberships.associate,
    })
    .from(regionalMemberships)
    .innerJoin(regionalPlans, eq(regionalPlans.id, regionalMemberships.regionalPlanId))
    .innerJoin(regions, eq(regions.id, regionalPlans.regionId))
    .where(eq(regionalMemberships.memberId, memberId))
    .orderBy(regions.name);
}

/** The member's regional plans as selections, to prefill a renewal. */
export function findRegionalMembershipChoices(db: Db, memberId: number) {
  return db
    .select({ regionalId: regionalMemberships.regionalPlanId, associate: regionalMemberships.associate })
    .from(regionalMemberships)
    .where(eq(regionalMemberships.memberId, memberId))
    .orderBy(regionalMemberships.id);
}

export async function findAssociate(db: Db, memberId: number) {
  const [associate] = await db.select().from(associates).where(eq(associates.memberId, memberId));
  return associate;
}

export async function isRegionalAdministrator(db: Db, memberId: number) {
  const rows = await db
    .select({ regionId: regionalAdministrators.regionId })
    .from(regionalAdministrators)
    .where(eq(regionalAdministrators.memberId, memberId))
    .limit(1);
  return rows.length > 0;
}

export async function findSetting(db: Db, key: string) {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row?.value;
}

/**
 * The member's national membership, row-locked for the settlement transaction (two renewals settling at once see
 * each other: the second finds the first's renewal date), with whether its plan is lifelong.
 */
export async function lockNationalMembership(db: Db, memberId: number) {
  const [membership] = await db
    .select()
    .from(nationalMemberships)
    .where(eq(nationalMemberships.memberId, memberId))
    .for("update");
  if (!membership) return undefined;
  const [plan] = await db
    .select({ lifelong: nationalPlans.lifelong })
    .from(nationalPlans)
    .where(eq(nationalPlans.id, membership.nationalPlanId));
  return { ...membership, lifelong: plan?.lifelong ?? false };
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
