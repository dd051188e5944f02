import { isoDay, renewalWindowFor } from "@club/domain/membership-year.rules";
import type {
  MemberSearchProfile,
  MemberSearchQuery,
  RegionalStatusFilter,
  VehicleSearchQuery,
} from "@club/domain/search.schema";
import { and, eq, type SQL } from "drizzle-orm";
import { members } from "../../db/schema.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { notFound } from "../../lib/app-error.ts";
import { getRenewalWindowSetting } from "../memberships/memberships.service.ts";
import { requireRegionAdministrator } from "../regional-admin/regional-admin.policy.ts";
import { regionalStatus } from "../regional-admin/regional-status.sql.ts";
import { contains, inGoodStanding } from "./directory.sql.ts";
import { countMembers, findDirectoryMember, inRegion, searchMembers } from "./members-search.repository.ts";
import {
  countVehicles,
  findDirectoryVehicle,
  findMemberCars,
  searchVehicles,
  vehicleFilters,
} from "./vehicles-search.repository.ts";

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

/** The directory search of members in good standing (spec §7). */
export async function findMembers(context: AppContext, query: MemberSearchQuery) {
  const today = isoDay(context.now());
  const listed = inGoodStanding(today);
  const filters = [listed, ...memberFilters(query)];
  if (query.region) filters.push(inRegion(query.region));
  const [{ rows, total }, totalRecords] = await Promise.all([
    searchMembers(context.db, and(...filters), { key: query.sort, order: query.order }, query.page),
    countMembers(context.db, listed),
  ]);
  return { results: rows, total, totalRecords };
}

/** The administrator's search: one of their regions, by regional membership status, lapsed members included. */
export async function findRegionMembers(
  context: AppContext,
  memberId: number,
  query: MemberSearchQuery & { region: string; regionalMemberStatus: RegionalStatusFilter },
) {
  await requireRegionAdministrator(context.db, memberId, query.region);
  const today = isoDay(context.now());
  const window = renewalWindowFor(today, await getRenewalWindowSetting(context));
  const inRegionWithStatus = regionalStatus(query.region, query.regionalMemberStatus, today, window);
  const [{ rows, total }, totalRecords] = await Promise.all([
    searchMembers(
      context.db,
      and(inRegionWithStatus, ...memberFilters(query)),
      { key: query.sort, order: query.order },
      query.page,
    ),
    countMembers(context.db, inRegion(query.region)),
  ]);
  return { results: rows, total, totalRecords };
}

export async function getMemberProfile(context: AppContext, memberNo: number): Promise<MemberSearchProfile> {
  const member = await findDirectoryMember(context.db, memberNo, inGoodStanding(isoDay(context.now())));
  if (!member) throw notFound();
  const { id, ...profile } = member;
  return { ...profile, vehicles: await findMemberCars(context.db, id) };
}

/** The car search over the cars of members in good standing. */
export async function findVehicles(context: AppContext, query: VehicleSearchQuery) {
  const listed = inGoodStanding(isoDay(context.now()));
  const [{ rows, total }, totalRecords] = await Promise.all([
    searchVehicles(context.db, and(listed, ...vehicleFilters(query)), query),
    countVehicles(context.db, listed),
  ]);
  return { results: rows, total, totalRecords };
}

export async function getVehicleProfile(context: AppContext, id: number) {
  const vehicle = await findDirectoryVehicle(context.db, id, inGoodStanding(isoDay(context.now())));
  if (!vehicle) throw notFound();
  return vehicle;
}
