import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  associates,
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
