import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { insertRows } from "../../db/json-rows.ts";
import { directoryPhotoIds } from "../../db/vehicle-photos.ts";
import { makes } from "../makes/makes.schema.ts";
import { vehicleClaims, vehicleOwnerships, vehicles, vehicleTransfers } from "./vehicles.schema.ts";

// Issue 27: the registry's rows: each car's chain of owners and the transfers between members.

/** "1932 Packard Twelve": a car as people name it. */
export const carName = sql<string>`${vehicles.year} || ' ' || ${makes.name} || ' ' || ${vehicles.model}`;

export async function insertOwnerships(db: Db, rows: (typeof vehicleOwnerships.$inferInsert)[]) {
  await insertRows(db, vehicleOwnerships, rows);
}

/** The chain's order (schema: earlier owners brought by a registry file take lower positions). */
export const chainOrder = [asc(vehicleOwnerships.position), asc(vehicleOwnerships.id)];

/**
 * The car's current ownership: the chain's last link, while it has no end. An earlier owner whose end nobody knew
 * (brought by a registry file) has none either, so "no end" alone does not say which link is current.
 */
const currentOwnership = (vehicleId: number) =>
  and(
    eq(
      vehicleOwnerships.id,
      sql`(select ${vehicleOwnerships.id} from ${vehicleOwnerships} where ${vehicleOwnerships.vehicleId} = ${vehicleId}
        order by ${vehicleOwnerships.position} desc, ${vehicleOwnerships.id} desc limit 1)`,
    ),
    isNull(vehicleOwnerships.endedOn),
  );

/**
 * Ends the car's current ownership on `day`: a transfer's sale (the buyer's starts that day), or the car leaving the
 * garage with no next owner known, saying how (issue 39).
 */
export async function endOwnerships(
  db: Db,
  vehicleId: number,
  day: string,
  endedHow: (typeof vehicleOwnerships.$inferInsert)["endedHow"] = null,
) {
  await db.update(vehicleOwnerships).set({ endedOn: day, endedHow }).where(currentOwnership(vehicleId));
}

/**
 * What of the car's past its own tables hold (issue 39): an ownership other than the one its owner registered it
 * with (an earlier owner, a transfer, an import, a claim), an offer in any state, a claim in any state.
 */
export async function hasRegistryPast(db: Db, vehicleId: number) {
  const [row] = await db
    .select({
      past: sql<boolean>`exists (select 1 from ${vehicleOwnerships} where ${vehicleOwnerships.vehicleId} = ${vehicleId}
        and ${vehicleOwnerships.source} <> 'registered')
      or (select count(*) from ${vehicleOwnerships} where ${vehicleOwnerships.vehicleId} = ${vehicleId}) > 1
      or exists (select 1 from ${vehicleTransfers} where ${vehicleTransfers.vehicleId} = ${vehicleId})
      or exists (select 1 from ${vehicleClaims} where ${vehicleClaims.vehicleId} = ${vehicleId})`,
    })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId));
  return row?.past ?? false;
}

/** A car registered by mistake, with no past: its one ownership goes with it. */
export async function deleteOwnershipsOf(db: Db, vehicleId: number) {
  await db.delete(vehicleOwnerships).where(eq(vehicleOwnerships.vehicleId, vehicleId));
}

/** A car destroyed stays in the registry, marked so (issue 39). */
export async function setRegistryStatus(db: Db, vehicleId: number, status: "destroyed", now: Date) {
  await db.update(vehicles).set({ status, updatedAt: now }).where(eq(vehicles.id, vehicleId));
}

/** The day the car's current owner had it from, when they gave one. */
export async function findOpenOwnershipStart(db: Db, vehicleId: number) {
  const [row] = await db
    .select({ startedOn: vehicleOwnerships.startedOn })
    .from(vehicleOwnerships)
    .where(currentOwnership(vehicleId));
  return row?.startedOn ?? null;
}

/** The car's owners in the order they had it: a member, or someone outside the club by the name given. */
export function findOwnerships(db: Db, vehicleId: number) {
  return db
    .select({
      memberId: vehicleOwnerships.memberId,
      ownerName: vehicleOwnerships.ownerName,
      ownerPlace: vehicleOwnerships.ownerPlace,
      startedOn: vehicleOwnerships.startedOn,
      endedOn: vehicleOwnerships.endedOn,
      endedHow: vehicleOwnerships.endedHow,
      source: vehicleOwnerships.source,
    })
    .from(vehicleOwnerships)
    .where(eq(vehicleOwnerships.vehicleId, vehicleId))
    .orderBy(...chainOrder);
}

/**
 * Issue 40: the member's own spans with cars no longer in their garage (sold, given up, moved on), for their data:
 * the car's name and each time it was theirs, oldest first.
 */
export function findFormerOwnerships(db: Db, memberId: number) {
  return db
    .select({
      vehicleId: vehicleOwnerships.vehicleId,
      car: carName,
      startedOn: vehicleOwnerships.startedOn,
      endedOn: vehicleOwnerships.endedOn,
      endedHow: vehicleOwnerships.endedHow,
      source: vehicleOwnerships.source,
    })
    .from(vehicleOwnerships)
    .innerJoin(vehicles, eq(vehicles.id, vehicleOwnerships.vehicleId))
    .innerJoin(makes, eq(makes.id, vehicles.makeId))
    .where(
      and(
        eq(vehicleOwnerships.memberId, memberId),
        or(isNull(vehicles.memberId), sql`${vehicles.memberId} <> ${memberId}`),
      ),
    )
    .orderBy(asc(vehicleOwnerships.vehicleId), ...chainOrder);
}

/** The car with its make's name, whoever owns it. */
export async function findRegistryVehicle(db: Db, id: number) {
  const [row] = await db
    .select({ vehicle: vehicles, car: carName })
    .from(vehicles)
    .innerJoin(makes, eq(makes.id, vehicles.makeId))
    .where(eq(vehicles.id, id));
  return row;
}

/**
 * A car whose serial (or engine) number is `key` as `identityKey` writes it, other than `exceptId`: a second record
 * of the same car. Read over every car; at club scale (tens of thousands) a scan of one column.
 */
export async function findCarWithIdentity(
  db: Db,
  column: "serialNumber" | "engineNumber",
  key: string,
  exceptId?: number,
) {
  const normalized = sql`upper(regexp_replace(${vehicles[column]}, '[[:space:]./-]', '', 'g'))`;
  const [row] = await db
    .select({ id: vehicles.id, car: carName })
    .from(vehicles)
    .innerJoin(makes, eq(makes.id, vehicles.makeId))
    .where(
      and(
        sql`${normalized} = ${key}`,
        exceptId === undefined ? undefined : sql`${vehicles.id} <> ${exceptId}`,
      ),
    )
    .orderBy(asc(vehicles.id))
    .limit(1);
  return row;
}

/** Cancels the offer of the car waiting for a member's answer, if there is one (the car was sold elsewhere). */
export async function cancelPendingTransfer(db: Db, vehicleId: number, at: Date) {
  await db
    .update(vehicleTransfers)
    .set({ status: "cancelled", decidedAt: at })
    .where(and(eq(vehicleTransfers.vehicleId, vehicleId), eq(vehicleTransfers.status, "pending")));
}

export async function insertTransfer(db: Db, row: typeof vehicleTransfers.$inferInsert) {
  const [transfer] = await db.insert(vehicleTransfers).values(row).returning({ id: vehicleTransfers.id });
  return transfer?.id as number;
}

/** The transfer, locked until the transaction ends, so that an accept and a decline of it queue. */
export async function lockTransfer(db: Db, id: number) {
  const [row] = await db.select().from(vehicleTransfers).where(eq(vehicleTransfers.id, id)).for("update");
  return row;
}

export async function setTransferStatus(
  db: Db,
  id: number,
  status: "accepted" | "declined" | "cancelled",
  at: Date,
) {
  await db.update(vehicleTransfers).set({ status, decidedAt: at }).where(eq(vehicleTransfers.id, id));
}

/** Moves the car to the buyer's garage, as their own car (not their associate's), or out of any (null). */
export async function moveVehicle(db: Db, vehicleId: number, memberId: number | null, now: Date) {
  await db
    .update(vehicles)
    .set({ memberId, ownedByAssociate: false, updatedAt: now })
    .where(eq(vehicles.id, vehicleId));
}

/**
 * The transfers the member sells or buys, newest first, with the car's name and the name given of a buyer outside
 * the club: the pending ones, or the one with `id` whatever its state.
 */
export function findTransfers(db: Db, memberId: number, id?: number) {
  return db
    .select({
      id: vehicleTransfers.id,
      vehicleId: vehicleTransfers.vehicleId,
      sellerId: vehicleTransfers.sellerId,
      buyerId: vehicleTransfers.buyerId,
      car: carName,
      buyerName: vehicleTransfers.buyerName,
      soldOn: vehicleTransfers.soldOn,
      status: vehicleTransfers.status,
      createdAt: vehicleTransfers.createdAt,
    })
    .from(vehicleTransfers)
    .innerJoin(vehicles, eq(vehicles.id, vehicleTransfers.vehicleId))
    .innerJoin(makes, eq(makes.id, vehicles.makeId))
    .where(
      and(
        id === undefined ? eq(vehicleTransfers.status, "pending") : eq(vehicleTransfers.id, id),
        or(eq(vehicleTransfers.sellerId, memberId), eq(vehicleTransfers.buyerId, memberId)),
      ),
    )
    .orderBy(desc(vehicleTransfers.id));
}

/**
 * Issue 44: the cars of marketplace listings, by id: the car with its make's name, how many owners the registry has
 * recorded, whether a claim on it waits for the office, and the photos the directory shows of it.
 */
export function findListedCars(db: Db, ids: number[]) {
  return db
    .select({
      vehicle: vehicles,
      make: makes.name,
      ownerCount: sql<number>`(select count(*)::int from ${vehicleOwnerships}
        where ${vehicleOwnerships.vehicleId} = ${vehicles.id})`,
      claimPending: sql<boolean>`exists (select 1 from ${vehicleClaims}
        where ${vehicleClaims.vehicleId} = ${vehicles.id} and ${vehicleClaims.status} = 'pending')`,
      photoIds: directoryPhotoIds,
    })
    .from(vehicles)
    .innerJoin(makes, eq(makes.id, vehicles.makeId))
    .where(inArray(vehicles.id, ids));
}
