import type { RenewalWindow } from "@club/domain/membership.schema";
import {
  type MemberSearchQuery,
  type RegionalStatusFilter,
  searchPageSize,
} from "@club/domain/search.schema";
import { and, asc, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { jsonObject } from "../../db/json.ts";
import {
  choiceColumns,
  contains,
  inGoodStanding,
  inRegion,
  listedInDirectory,
  regionalStatus,
  showsToOthers,
} from "../../db/member-filters.ts";
import { countIfFull, inPage, pageTotal } from "../../db/paging.ts";
import { preparedPerDb } from "../../db/prepared.ts";
import { regions } from "../geo/geo.schema.ts";
import { makes } from "../makes/makes.schema.ts";
import { associates, members } from "../members/members.schema.ts";
import { nationalMemberships, regionalMemberships } from "../memberships/memberships.schema.ts";
import { nationalPlans, regionalPlans } from "../plans/plans.schema.ts";
import { privacyChoices } from "../privacy/privacy.schema.ts";
import { vehicles } from "../vehicles/vehicles.schema.ts";
import { memberCarColumns } from "./vehicles-search.repository.ts";

// A member's regional memberships (region names) and car count, as LATERAL joins of the page's rows.
const pageQueries = new QueryBuilder({ casing: "snake_case" });
const memberRegions = pageQueries
  .select({ names: sql<string[] | null>`array_agg(${regions.name} order by ${regions.name})`.as("names") })
  .from(regionalMemberships)
  .innerJoin(regionalPlans, eq(regionalPlans.id, regionalMemberships.regionalPlanId))
  .innerJoin(regions, eq(regions.id, regionalPlans.regionId))
  .where(eq(regionalMemberships.memberId, members.id))
  .as("member_regions");
const memberCars = pageQueries
  .select({ count: sql<number>`count(*)::int`.as("count") })
  .from(vehicles)
  .where(eq(vehicles.memberId, members.id))
  .as("member_cars");

/**
 * The columns of a directory result (spec §3), one row per member, read for the members of one page only
 * (`findMemberPage`), with the member's id and privacy choices (issue 30), by which the service hides what the
 * member does not show. A column added here is in every member search.
 */
const resultColumns = {
  id: members.id,
  ...choiceColumns,
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
  associate: sql<string | null>`${associates.firstName} || ' ' || ${associates.lastName}`,
  nationalExpirationDate: sql<string | null>`${nationalMemberships.duesExpire}::text`,
  regionalMemberships: sql<string[]>`coalesce(${memberRegions.names}, '{}')`,
  vehiclesCount: sql<number>`coalesce(${memberCars.count}, 0)`,
};

/**
 * The filters a member types: partial text for names, e-mail and city, exact country and state. Only members
 * listed in the directory, and an e-mail only where its member shows it (issue 30): a hidden field found by a
 * filter would be told one guess at a time.
 */
function memberFilters(query: MemberSearchQuery): SQL[] {
  const filters: SQL[] = [listedInDirectory];
  if (query.firstName) filters.push(contains(members.firstName, query.firstName));
  if (query.lastName) filters.push(contains(members.lastName, query.lastName));
  if (query.email) filters.push(showsToOthers("showEmail"), contains(members.email, query.email));
  if (query.city) filters.push(contains(members.city, query.city));
  if (query.country) filters.push(eq(members.country, query.country));
  if (query.state) filters.push(eq(members.state, query.state));
  return filters;
}

/** The directory's size: members in good standing on `today` who are listed (the replies' totalRecords). */
export function countDirectoryMembers(db: Db, today: string) {
  return countMembers(db, and(inGoodStanding(today), listedInDirectory));
}

/** A region's size: its listed members, lapsed included (the administrator search's totalRecords). */
export function countRegionMembers(db: Db, regionCode: string) {
  return countMembers(db, and(inRegion(regionCode), listedInDirectory));
}

/** The directory: members in good standing on `today`, by the query's filters and region. */
export function searchDirectoryMembers(db: Db, query: MemberSearchQuery, today: string, knownTotal?: number) {
  const region = query.region ? [inRegion(query.region)] : [];
  return findMemberPage(
    db,
    and(inGoodStanding(today), ...memberFilters(query), ...region),
    query,
    knownTotal,
  );
}

/** An administrator's region: its members by regional membership status, lapsed members included. */
export function searchRegionMembers(
  db: Db,
  query: MemberSearchQuery & { region: string; regionalMemberStatus: RegionalStatusFilter },
  today: string,
  window: RenewalWindow,
  knownTotal?: number,
) {
  const status = regionalStatus(query.region, query.regionalMemberStatus, today, window);
  return findMemberPage(db, and(status, ...memberFilters(query)), query, knownTotal);
}

/**
 * One page of members and the number matching, in one round trip. The page's member ids are chosen first
 * (filters, sort, limit: with members_directory_order the sort is read from the index and stops after a page),
 * then only those members are joined to their associate, dues, regions and cars. A page that is not full knows
 * its total (its offset plus its length); for a full one the query counts, unless the caller knows the total.
 */
async function findMemberPage(db: Db, where: SQL | undefined, query: MemberSearchQuery, knownTotal?: number) {
  const direction = query.order === "desc" ? desc : asc;
  const sortKeys =
    query.sort === "member_no"
      ? [direction(members.memberNo)]
      : [
          direction(sql`lower(${members.lastName})`),
          direction(sql`lower(${members.firstName})`),
          direction(members.memberNo),
        ];
  const offset = (query.page - 1) * searchPageSize;
  const page = db.$with("page").as(
    db
      .select({ id: members.id })
      .from(members)
      .where(where)
      .orderBy(...sortKeys)
      .limit(searchPageSize)
      .offset(offset),
  );
  const rows = await db
    .with(page)
    .select({
      ...resultColumns,
      matching:
        knownTotal === undefined
          ? countIfFull(page, sql`(select count(*) from ${members} where ${where ?? sql`true`})`)
          : sql<null>`null`,
    })
    .from(members)
    .leftJoin(nationalMemberships, eq(nationalMemberships.memberId, members.id))
    .leftJoin(associates, eq(associates.memberId, members.id))
    .leftJoin(privacyChoices, eq(privacyChoices.memberId, members.id))
    .leftJoinLateral(memberRegions, sql`true`)
    .leftJoinLateral(memberCars, sql`true`)
    .where(inPage(members.id, page))
    .orderBy(...sortKeys);
  const results = rows.map(({ matching: _, ...result }) => result);
  const total = pageTotal(offset, rows) ?? knownTotal ?? (await countMembers(db, where));
  return { rows: results, total };
}

async function countMembers(db: Db, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(members).where(where);
  return row?.n ?? 0;
}

// A member's detail page: prepared once, the member, their membership and their cars (as JSON, by year) in one
// round trip. A member not listed in the directory has a page only for themselves (issue 30).
const directoryMember = preparedPerDb((db) =>
  db
    .select({
      ...resultColumns,
      country: members.country,
      duesExpire: nationalMemberships.duesExpire,
      nationalPlanName: nationalPlans.title,
      yearJoined: nationalMemberships.yearJoined,
      vehicles: sql<MemberCar[]>`coalesce((
        select json_agg(${jsonObject(memberCarColumns)} order by ${vehicles.year}, ${vehicles.id})
        from ${vehicles} join ${makes} on ${makes.id} = ${vehicles.makeId}
        where ${vehicles.memberId} = ${members.id}), '[]')`,
    })
    .from(members)
    .leftJoin(nationalMemberships, eq(nationalMemberships.memberId, members.id))
    .leftJoin(nationalPlans, eq(nationalPlans.id, nationalMemberships.nationalPlanId))
    .leftJoin(associates, eq(associates.memberId, members.id))
    .leftJoin(privacyChoices, eq(privacyChoices.memberId, members.id))
    .leftJoinLateral(memberRegions, sql`true`)
    .leftJoinLateral(memberCars, sql`true`)
    .where(
      and(
        eq(members.memberNo, sql.placeholder("memberNo")),
        inGoodStanding(sql.placeholder("today")),
        or(listedInDirectory, eq(members.id, sql.placeholder("readerId"))),
      ),
    )
    .prepare("directory_member"),
);

type MemberCar = { [Key in keyof typeof memberCarColumns]: (typeof memberCarColumns)[Key]["_"]["data"] };

/** A member the directory lists on `today` (or the reader themselves), with the details of their page and cars. */
export async function findDirectoryMember(db: Db, memberNo: number, today: string, readerId: number) {
  const [row] = await directoryMember(db).execute({ memberNo, today, readerId });
  return row;
}
