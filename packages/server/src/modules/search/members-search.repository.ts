import { searchPageSize } from "@club/domain/search.schema";
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  associates,
  members,
  nationalMemberships,
  nationalPlans,
  regionalMemberships,
  regionalPlans,
  regions,
  vehicles,
} from "../../db/schema.ts";

/** The columns of a directory result (spec §3), one row per member. */
const resultColumns = {
  memberNo: members.memberNo,
  firstName: members.firstName,
  lastName: members.lastName,
  email: members.email,
  addressLine1: members.addressLine1,
  addressLine2: members.addressLine2,
  city: members.city,
  state: members.state,
  zipCode: members.zipCode,
  cellPhone: members.cellPhone,
  residentialPhone: members.residentialPhone,
  associate: sql<
    string | null
  >`(select ${associates.firstName} || ' ' || ${associates.lastName} from ${associates}
    where ${associates.memberId} = ${members.id})`,
  nationalExpirationDate: sql<
    string | null
  >`(select ${nationalMemberships.duesExpire}::text from ${nationalMemberships}
    where ${nationalMemberships.memberId} = ${members.id})`,
  regionalMemberships: sql<string[]>`array(select ${regions.name} from ${regionalMemberships}
    join ${regionalPlans} on ${regionalPlans.id} = ${regionalMemberships.regionalPlanId}
    join ${regions} on ${regions.id} = ${regionalPlans.regionId}
    where ${regionalMemberships.memberId} = ${members.id} order by ${regions.name})`,
  vehiclesCount: sql<number>`(select count(*) from ${vehicles} where ${vehicles.memberId} = ${members.id})::int`,
};

/**
 * Members with their national membership (at most one each). The join also makes Drizzle qualify every column,
 * which the correlated subqueries above and in the filters need: unqualified, "id" would mean the inner table's.
 */
function fromMembers(db: Db, columns: typeof resultColumns) {
  return db
    .select(columns)
    .from(members)
    .leftJoin(nationalMemberships, eq(nationalMemberships.memberId, members.id));
}

export type MemberSort = { key: "last_name" | "member_no"; order: "asc" | "desc" };

export async function searchMembers(db: Db, where: SQL | undefined, sort: MemberSort, page: number) {
  const direction = sort.order === "desc" ? desc : asc;
  const orderBy =
    sort.key === "member_no"
      ? [direction(members.memberNo)]
      : [
          direction(sql`lower(${members.lastName})`),
          direction(sql`lower(${members.firstName})`),
          asc(members.memberNo),
        ];
  const [rows, [matching]] = await Promise.all([
    fromMembers(db, resultColumns)
      .where(where)
      .orderBy(...orderBy)
      .limit(searchPageSize)
      .offset((page - 1) * searchPageSize),
    db
      .select({ n: count() })
      .from(members)
      .leftJoin(nationalMemberships, eq(nationalMemberships.memberId, members.id))
      .where(where),
  ]);
  return { rows, total: matching?.n ?? 0 };
}

export async function countMembers(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(members)
    .leftJoin(nationalMemberships, eq(nationalMemberships.memberId, members.id))
    .where(where);
  return row?.n ?? 0;
}

/** Members with a regional membership in the region whose dues fit the condition. */
export function inRegion(regionCode: string, dues?: SQL): SQL {
  return sql`exists (select 1 from ${regionalMemberships}
    join ${regionalPlans} on ${regionalPlans.id} = ${regionalMemberships.regionalPlanId}
    join ${regions} on ${regions.id} = ${regionalPlans.regionId}
    where ${regionalMemberships.memberId} = ${members.id} and ${regions.code} = ${regionCode}
    ${dues ? sql`and ${dues}` : sql``})`;
}

export async function findDirectoryMember(db: Db, memberNo: number, where: SQL) {
  const [row] = await db
    .select({
      ...resultColumns,
      id: members.id,
      country: members.country,
      duesExpire: nationalMemberships.duesExpire,
      nationalPlanName: nationalPlans.title,
      yearJoined: nationalMemberships.yearJoined,
    })
    .from(members)
    .leftJoin(nationalMemberships, eq(nationalMemberships.memberId, members.id))
    .leftJoin(nationalPlans, eq(nationalPlans.id, nationalMemberships.nationalPlanId))
    .where(and(eq(members.memberNo, memberNo), where));
  return row;
}
