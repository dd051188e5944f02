import { searchPageSize, type VehicleSearchQuery } from "@club/domain/search.schema";
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { choiceColumns, contains, inGoodStanding } from "../../db/member-filters.ts";
import { countIfFull, inPage, pageTotal } from "../../db/paging.ts";
import { preparedPerDb } from "../../db/prepared.ts";
import { directoryMainPhoto, directoryPhotoIds } from "../../db/vehicle-photos.ts";
import { makes } from "../makes/makes.schema.ts";
import { members } from "../members/members.schema.ts";
import { privacyChoices } from "../privacy/privacy.schema.ts";
import { vehicles } from "../vehicles/vehicles.schema.ts";

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

/**
 * The columns of a car search result: the car and its owner's name, with whether the owner is listed in the
 * directory (issue 30: the service leaves an unlisted owner unnamed). A column added here is in every car search.
 */
const resultColumns = {
  ...carColumns,
  firstName: members.firstName,
  lastName: members.lastName,
  ownerId: vehicles.memberId,
  ownerListed: choiceColumns.showInDirectory,
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
    [vehicles.seniorNumber, query.seniorNumber],
  ] as const;
  for (const [column, value] of text) if (value) filters.push(contains(column, value));
  // Issue 27: a car is found by its numbers only when its owner shows them, or a search would tell them one guess at
  // a time.
  const numbers = [
    [vehicles.bodyNumber, query.bodyNumber],
    [vehicles.engineNumber, query.engineNumber],
    [vehicles.serialNumber, query.serialNumber],
  ] as const;
  for (const [column, value] of numbers)
    if (value) filters.push(and(eq(vehicles.showNumbers, true), contains(column, value)) as SQL);
  return filters;
}

/** The directory's cars: the cars of members in good standing on `today` (the replies' totalRecords). */
export function countDirectoryVehicles(db: Db, today: string) {
  return countVehicles(db, inGoodStanding(today));
}

/**
 * The car search over the cars of members in good standing on `today`: one page and the number matching, in one
 * round trip (a full page is counted unless the caller knows the total). As in the member search, the page's car ids are chosen first (with vehicles_year_id or vehicles_model_id the
 * sort is read from the index), then only those cars are joined to their make, owner and main photo (db/vehicle-photos.ts).
 */
export async function searchDirectoryVehicles(
  db: Db,
  query: VehicleSearchQuery,
  today: string,
  knownTotal?: number,
) {
  const where = and(inGoodStanding(today), ...vehicleFilters(query));
  const direction = query.order === "desc" ? desc : asc;
  const sortKeys =
    query.sort === "year"
      ? [direction(vehicles.year), direction(vehicles.id)]
      : query.sort === "model"
        ? [direction(vehicles.model), direction(vehicles.id)]
        : [asc(vehicles.id)];
  const offset = (query.page - 1) * searchPageSize;
  const page = db.$with("page").as(
    db
      .select({ id: vehicles.id })
      .from(vehicles)
      .innerJoin(members, eq(members.id, vehicles.memberId))
      .where(where)
      .orderBy(...sortKeys)
      .limit(searchPageSize)
      .offset(offset),
  );
  const countMatching = sql`(select count(*) from ${vehicles}
    join ${members} on ${members.id} = ${vehicles.memberId} where ${where})`;
  const rows = await db
    .with(page)
    .select({
      ...resultColumns,
      mainPhotoId: directoryMainPhoto.id,
      matching: knownTotal === undefined ? countIfFull(page, countMatching) : sql<null>`null`,
    })
    .from(vehicles)
    .innerJoin(makes, eq(makes.id, vehicles.makeId))
    .innerJoin(members, eq(members.id, vehicles.memberId))
    .leftJoin(privacyChoices, eq(privacyChoices.memberId, members.id))
    .leftJoinLateral(directoryMainPhoto, sql`true`)
    .where(inPage(vehicles.id, page))
    .orderBy(...sortKeys);
  const results = rows.map(({ matching: _, ...result }) => result);
  const total = pageTotal(offset, rows) ?? knownTotal ?? (await countVehicles(db, where));
  return { rows: results, total };
}

async function countVehicles(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(vehicles)
    .innerJoin(members, eq(members.id, vehicles.memberId))
    .where(where);
  return row?.n ?? 0;
}

// A car's detail page: prepared once, the car and its owner, with the owner's contact and privacy choices (issue
// 30: the service shows another member only what the owner shows), in one round trip.
const directoryVehicle = preparedPerDb((db) =>
  db
    .select({
      ...carColumns,
      engineNumber: vehicles.engineNumber,
      bodyNumber: vehicles.bodyNumber,
      serialNumber: vehicles.serialNumber,
      showNumbers: vehicles.showNumbers,
      ownerId: vehicles.memberId,
      newCoachWork: vehicles.newCoachWork,
      altered: vehicles.altered,
      approvedByCommittee: vehicles.approvedByCommittee,
      photoIds: directoryPhotoIds,
      member: {
        memberNo: members.memberNo,
        firstName: members.firstName,
        lastName: members.lastName,
        city: members.city,
        state: members.state,
        country: members.country,
        email: members.email,
        addressLine1: members.addressLine1,
        addressLine2: members.addressLine2,
        zipCode: members.zipCode,
        cellPhone: members.cellPhone,
        residentialPhone: members.residentialPhone,
      },
      ownerChoices: choiceColumns,
    })
    .from(vehicles)
    .innerJoin(makes, eq(makes.id, vehicles.makeId))
    .innerJoin(members, eq(members.id, vehicles.memberId))
    .leftJoin(privacyChoices, eq(privacyChoices.memberId, members.id))
    .where(and(eq(vehicles.id, sql.placeholder("id")), inGoodStanding(sql.placeholder("today"))))
    .prepare("directory_vehicle"),
);

/** A car the directory lists on `today` (its owner is in good standing), with its owner. */
export async function findDirectoryVehicle(db: Db, id: number, today: string) {
  const [row] = await directoryVehicle(db).execute({ id, today });
  return row;
}

/** A car in a member's detail page (their list of cars, by year). */
export const memberCarColumns = {
  id: vehicles.id,
  year: vehicles.year,
  make: makes.name,
  model: vehicles.model,
  bodyStyle: vehicles.bodyStyle,
  bodyMaker: vehicles.bodyMaker,
  numberOfCylinders: vehicles.numberOfCylinders,
  approvedByCommittee: vehicles.approvedByCommittee,
};
