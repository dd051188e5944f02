import { and, eq, inArray, min, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { insertRowsReturningIds } from "../../db/json-rows.ts";
import { makes } from "../makes/makes.schema.ts";
import { carName, chainOrder } from "./registry.repository.ts";
import { vehicleOwnerships, vehicles } from "./vehicles.schema.ts";

// The roster import's cars (issue 16): many rows a statement. Issue 27: the registry a registry file is matched
// against, by serial number, and what its rows add to a car already there.

/** The new cars' ids, in the order of `rows`. */
export function insertVehicles(db: Db, rows: (typeof vehicles.$inferInsert)[]) {
  return insertRowsReturningIds(db, vehicles, rows);
}

/** Undo of an import: the cars it made, with the chains it gave them (held by RESTRICT, issue 39). */
export async function deleteVehicles(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(vehicleOwnerships).where(inArray(vehicleOwnerships.vehicleId, ids));
  await db.delete(vehicles).where(inArray(vehicles.id, ids));
}

/** The serial number as `identityKey` writes it (case, spaces, dots, slashes and dashes aside). */
const serialKey = sql<
  string | null
>`upper(regexp_replace(${vehicles.serialNumber}, '[[:space:]./-]', '', 'g'))`;

/**
 * Cars of the registry, in a garage or not, by serial keys or by ids; locked until the transaction ends when `lock`
 * (the commit adds to them). One read of the serial column for a whole file.
 */
export function findRegistryCars(db: Db, by: { serialKeys: string[] } | { ids: number[] }, lock: boolean) {
  const query = db
    .select({
      id: vehicles.id,
      car: carName,
      serialKey,
      engineNumber: vehicles.engineNumber,
      bodyNumber: vehicles.bodyNumber,
      memberId: vehicles.memberId,
    })
    .from(vehicles)
    .innerJoin(makes, eq(makes.id, vehicles.makeId))
    .where(
      "ids" in by
        ? inArray(vehicles.id, by.ids)
        : sql`${serialKey} in (select jsonb_array_elements_text(${JSON.stringify(by.serialKeys)}::jsonb))`,
    )
    .orderBy(vehicles.id);
  return lock ? query.for("update", { of: vehicles }) : query;
}

/** The chains of these cars, each in its order. */
export function findChains(db: Db, vehicleIds: number[]) {
  return db
    .select({
      vehicleId: vehicleOwnerships.vehicleId,
      memberId: vehicleOwnerships.memberId,
      ownerName: vehicleOwnerships.ownerName,
      startedOn: vehicleOwnerships.startedOn,
      endedOn: vehicleOwnerships.endedOn,
    })
    .from(vehicleOwnerships)
    .where(inArray(vehicleOwnerships.vehicleId, vehicleIds))
    .orderBy(vehicleOwnerships.vehicleId, ...chainOrder);
}

/** The lowest position of the car's chain: earlier owners go below it. */
export async function findFirstPosition(db: Db, vehicleId: number) {
  const [row] = await db
    .select({ position: min(vehicleOwnerships.position) })
    .from(vehicleOwnerships)
    .where(eq(vehicleOwnerships.vehicleId, vehicleId));
  return row?.position ?? 0;
}

export async function insertOwnershipsReturningIds(db: Db, rows: (typeof vehicleOwnerships.$inferInsert)[]) {
  return insertRowsReturningIds(db, vehicleOwnerships, rows);
}

/** These links of these cars (`ids` each car's own), in one statement. */
export async function deleteOwnerships(db: Db, cars: { vehicleId: number; ids: number[] }[]) {
  const links = cars.flatMap((car) => car.ids.map((id) => ({ vehicle_id: car.vehicleId, id })));
  if (links.length === 0) return;
  await db.execute(sql`delete from ${vehicleOwnerships}
    using jsonb_to_recordset(${JSON.stringify(links)}::jsonb) as x(vehicle_id int, id int)
    where ${vehicleOwnerships.vehicleId} = x.vehicle_id and ${vehicleOwnerships.id} = x.id`);
}

const identifierFields = ["engineNumber", "bodyNumber"] as const;
export type IdentifierField = (typeof identifierFields)[number];

/** Sets the number if the car has none; whether it did. */
export async function fillNumber(
  db: Db,
  vehicleId: number,
  field: IdentifierField,
  value: string,
  now: Date,
) {
  const filled = await db
    .update(vehicles)
    .set({ [field]: value, updatedAt: now })
    .where(and(eq(vehicles.id, vehicleId), or(sql`${vehicles[field]} is null`, eq(vehicles[field], ""))))
    .returning({ id: vehicles.id });
  return filled.length > 0;
}

/**
 * Clears each car's numbers that are still as given: a number changed since is the owner's, and stays. One
 * statement for the list; a car none of whose numbers is still as given is left as it is.
 */
export async function clearNumbers(
  db: Db,
  cars: { vehicleId: number; numbers: Partial<Record<IdentifierField, string>> }[],
  now: Date,
) {
  if (cars.length === 0) return;
  const json = JSON.stringify(cars.map((car) => ({ vehicle_id: car.vehicleId, numbers: car.numbers })));
  const still = (field: IdentifierField) => sql`${vehicles[field]} = x.numbers ->> ${field}`;
  await db
    .update(vehicles)
    .set({
      ...Object.fromEntries(
        identifierFields.map((field) => [
          field,
          sql`case when ${still(field)} then null else ${vehicles[field]} end`,
        ]),
      ),
      updatedAt: now,
    })
    .from(sql`jsonb_to_recordset(${json}::jsonb) as x(vehicle_id int, numbers jsonb)`)
    .where(sql`${vehicles.id} = x.vehicle_id and (${sql.join(identifierFields.map(still), sql` or `)})`);
}
