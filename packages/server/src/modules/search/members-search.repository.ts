import type { RenewalWindow } from "@club/domain/membership.schema";
import {
  type MemberSearchQuery,
  type RegionalStatusFilter,
  searchPageSize,
} from "@club/domain/search.schema";
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contains, inGoodStanding, inRegion, regionalStatus } from "../../db/member-filters.ts";
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

/** The filters a member types: partial text for names, e-mail and city, exact country and state. */
function memberFilters(query: MemberSearchQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.firstName) filters.push(contains(members.firstName, query.firstName));
  if (query.lastName) filters.push(contains(members.lastName, query.lastName));
  if (query.email) filters.push(contains(members.email, query.email));
  if (query.city) filters.push(contains(members.city, query.city));
  if (query.country) filters.push(eq(members.country, query.country));
  if (query.state) filters.push(eq(members.state, query.state));
  return filters;
}

/** The directory: members in good standing on `today`, by the query's filters and region. */
export async function searchDirectoryMembers(db: Db, query: MemberSearchQuery, today: string) {
  const listed = inGoodStanding(today);
  const region = query.region ? [inRegion(query.region)] : [];
  const [page, totalRecords] = await Promise.all([
    searchMembers(db, and(listed, ...memberFilters(query), ...region), query),
    countMembers(db, listed),
  ]);
  return { ...page, totalRecords };
}

/** An administrator's region: its members by regional membership status, lapsed members included. */
export async function searchRegionMembers(
  db: Db,
  query: MemberSearchQuery & { region: string; regionalMemberStatus: RegionalStatusFilter },
  today: string,
  window: RenewalWindow,
) {
  const status = regionalStatus(query.region, query.regionalMemberStatus, today, window);
  const [page, totalRecords] = await Promise.all([
    searchMembers(db, and(status, ...memberFilters(query)), query),
    countMembers(db, inRegion(query.region)),
  ]);
  return { ...page, totalRecords };
}

async function searchMembers(db: Db, where: SQL | undefined, query: MemberSearchQuery) {
  const direction = query.order === "desc" ? desc : asc;
  const orderBy =
    query.sort === "member_no"
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
      .offset((query.page - 1) * searchPageSize),
    db
      .select({ n: count() })
      .from(members)
      .leftJoin(nationalMemberships, eq(nationalMemberships.memberId, members.id))
      .where(where),
  ]);
  return { rows, total: matching?.n ?? 0 };
}

async function countMembers(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(members)
    .leftJoin(nationalMemberships, eq(nationalMemberships.memberId, members.id))
    .where(where);
  return row?.n ?? 0;
}

/** A member the directory lists on `today`, with the details of their page. */
export async function findDirectoryMember(db: Db, memberNo: number, today: string) {
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
    .where(and(eq(members.memberNo, memberNo), inGoodStanding(today)));
  return row;
}
