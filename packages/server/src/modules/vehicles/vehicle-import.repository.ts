import { and, eq, inArray, min, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { makes } from "../makes/makes.schema.ts";
import { carName, chainOrder } from "./registry.repository.ts";
import { vehicleOwnerships, vehicles } from "./vehicles.schema.ts";

// The roster import's cars (issue 16): many rows a statement. Issue 27: the registry a registry file is matched
// against, by serial number, and what its rows add to a car already there.

export async function insertVehicles(db: Db, rows: (typeof vehicles.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(vehicles).values(rows).returning({ id: vehicles.id });
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
  if (rows.length === 0) return [];
  const inserted = await db.insert(vehicleOwnerships).values(rows).returning({ id: vehicleOwnerships.id });
  return inserted.map((row) => row.id);
}

export async function deleteOwnerships(db: Db, vehicleId: number, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .delete(vehicleOwnerships)
    .where(and(eq(vehicleOwnerships.vehicleId, vehicleId), inArray(vehicleOwnerships.id, ids)));
}

export type IdentifierField = "engineNumber" | "bodyNumber";

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

/** Clears the number if it is still `value`: a number changed since is the owner's, and stays. */
export async function clearNumber(
  db: Db,
  vehicleId: number,
  field: IdentifierField,
  value: string,
  now: Date,
) {
  await db
    .update(vehicles)
    .set({ [field]: null, updatedAt: now })
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles[field], value)));
}
