import { isoDay, renewalWindowFor } from "@club/domain/membership-year.rules";
import type {
  MemberSearchProfile,
  MemberSearchQuery,
  RegionalStatusFilter,
  VehicleSearchQuery,
} from "@club/domain/search.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { notFound } from "../../lib/app-error.ts";
import { getRenewalWindowSetting } from "../memberships/memberships.service.ts";
import { requireRegionAdministrator } from "../regional-admin/regional-admin.policy.ts";
import {
  findDirectoryMember,
  searchDirectoryMembers,
  searchRegionMembers,
} from "./members-search.repository.ts";
import {
  findDirectoryVehicle,
  findMemberCars,
  searchDirectoryVehicles,
} from "./vehicles-search.repository.ts";

/** The directory search of members in good standing (spec §7). */
export async function findMembers(context: AppContext, query: MemberSearchQuery) {
  const { rows, total, totalRecords } = await searchDirectoryMembers(
    context.db,
    query,
    isoDay(context.now()),
  );
  return { results: rows, total, totalRecords };
}

/** The administrator's search: one of their regions, by regional membership status, lapsed members included. */
export async function findRegionMembers(
  context: AppContext,
  memberId: number,
  query: MemberSearchQuery & { region: string; regionalMemberStatus: RegionalStatusFilter },
) {
  await requireRegionAdministrator(context, memberId, query.region);
  const today = isoDay(context.now());
  const window = renewalWindowFor(today, await getRenewalWindowSetting(context));
  const { rows, total, totalRecords } = await searchRegionMembers(context.db, query, today, window);
  return { results: rows, total, totalRecords };
}

export async function getMemberProfile(context: AppContext, memberNo: number): Promise<MemberSearchProfile> {
  const member = await findDirectoryMember(context.db, memberNo, isoDay(context.now()));
  if (!member) throw notFound();
  const { id, ...profile } = member;
  return { ...profile, vehicles: await findMemberCars(context.db, id) };
}

/** The car search over the cars of members in good standing. */
export async function findVehicles(context: AppContext, query: VehicleSearchQuery) {
  const { rows, total, totalRecords } = await searchDirectoryVehicles(
    context.db,
    query,
    isoDay(context.now()),
  );
  return { results: rows, total, totalRecords };
}

export async function getVehicleProfile(context: AppContext, id: number) {
  const vehicle = await findDirectoryVehicle(context.db, id, isoDay(context.now()));
  if (!vehicle) throw notFound();
  return vehicle;
}
