import { searchPageSize, type VehicleSearchQuery } from "@club/domain/search.schema";
import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contains, inGoodStanding } from "../../db/member-filters.ts";
import { makes, members, vehicles } from "../../db/schema.ts";

const carColumns = {
  id: vehicles.id,
  year: vehicles.year,
  make: makes.name,
  model: vehicles.model,
  numberOfCylinders: vehicles.numberOfCylinders,
  bodyStyle: vehicles.bodyStyle,
  bodyMaker: vehicles.bodyMaker,
  seniorCategory: vehicles.seniorCategory,
  seniorNumber: vehicles.seniorNumber,
};

/** The filters of the car search: exact for make, year and cylinders, partial text for the rest. */
function vehicleFilters(query: VehicleSearchQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.makeId) filters.push(eq(vehicles.makeId, query.makeId));
  if (query.year) filters.push(eq(vehicles.year, query.year));
  if (query.cylinders) filters.push(eq(vehicles.numberOfCylinders, query.cylinders));
  const text = [
    [vehicles.model, query.model],
    [vehicles.bodyStyle, query.bodyStyle],
    [vehicles.bodyMaker, query.bodyMaker],
    [vehicles.bodyNumber, query.bodyNumber],
    [vehicles.engineNumber, query.engineNumber],
    [vehicles.serialNumber, query.serialNumber],
    [vehicles.seniorNumber, query.seniorNumber],
  ] as const;
  for (const [column, value] of text) if (value) filters.push(contains(column, value));
  return filters;
}

/** The car search over the cars of members in good standing on `today`. */
export async function searchDirectoryVehicles(db: Db, query: VehicleSearchQuery, today: string) {
  const listed = inGoodStanding(today);
  const [page, totalRecords] = await Promise.all([
    searchVehicles(db, and(listed, ...vehicleFilters(query)), query),
    countVehicles(db, listed),
  ]);
  return { ...page, totalRecords };
}

async function searchVehicles(db: Db, where: SQL | undefined, query: VehicleSearchQuery) {
  const direction = query.order === "desc" ? desc : asc;
  const orderBy =
    query.sort === "year"
      ? [direction(vehicles.year), asc(vehicles.id)]
      : query.sort === "model"
        ? [direction(vehicles.model), asc(vehicles.id)]
        : [asc(vehicles.id)];
  const base = db
    .select({ ...carColumns, firstName: members.firstName, lastName: members.lastName })
    .from(vehicles)
    .innerJoin(makes, eq(makes.id, vehicles.makeId))
    .innerJoin(members, eq(members.id, vehicles.memberId))
    .where(where);
  const [rows, [matching]] = await Promise.all([
    base
      .orderBy(...orderBy)
      .limit(searchPageSize)
      .offset((query.page - 1) * searchPageSize),
    db
      .select({ n: count() })
      .from(vehicles)
      .innerJoin(members, eq(members.id, vehicles.memberId))
      .where(where),
  ]);
  return { rows, total: matching?.n ?? 0 };
}

async function countVehicles(db: Db, where: SQL) {
  const [row] = await db
    .select({ n: count() })
    .from(vehicles)
    .innerJoin(members, eq(members.id, vehicles.memberId))
    .where(where);
  return row?.n ?? 0;
}

/** A car the directory lists on `today` (its owner is in good standing), with its owner. */
export async function findDirectoryVehicle(db: Db, id: number, today: string) {
  const [row] = await db
    .select({
      ...carColumns,
      engineNumber: vehicles.engineNumber,
      bodyNumber: vehicles.bodyNumber,
      serialNumber: vehicles.serialNumber,
      newCoachWork: vehicles.newCoachWork,
      altered: vehicles.altered,
      approvedByCommittee: vehicles.approvedByCommittee,
      member: {
        memberNo: members.memberNo,
        firstName: members.firstName,
        lastName: members.lastName,
        city: members.city,
        state: members.state,
        country: members.country,
        email: members.email,
      },
    })
    .from(vehicles)
    .innerJoin(makes, eq(makes.id, vehicles.makeId))
    .innerJoin(members, eq(members.id, vehicles.memberId))
    .where(and(eq(vehicles.id, id), inGoodStanding(today)));
  return row;
}

export function findMemberCars(db: Db, memberId: number) {
  return db
    .select({
      id: vehicles.id,
      year: vehicles.year,
      make: makes.name,
      model: vehicles.model,
      bodyStyle: vehicles.bodyStyle,
      bodyMaker: vehicles.bodyMaker,
      numberOfCylinders: vehicles.numberOfCylinders,
      approvedByCommittee: vehicles.approvedByCommittee,
    })
    .from(vehicles)
    .innerJoin(makes, eq(makes.id, vehicles.makeId))
    .where(eq(vehicles.memberId, memberId))
    .orderBy(asc(vehicles.year));
}
