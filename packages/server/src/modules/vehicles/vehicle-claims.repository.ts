import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { makes } from "../makes/makes.schema.ts";
import { carName } from "./registry.repository.ts";
import { vehicleClaimDocuments, vehicleClaims, vehicleOwnerships, vehicles } from "./vehicles.schema.ts";

// Issue 27: members' claims on cars already in the registry, and the papers sent with them.

type ClaimStatus = (typeof vehicleClaims.$inferSelect)["status"];

export async function insertClaim(db: Db, row: typeof vehicleClaims.$inferInsert) {
  const [claim] = await db.insert(vehicleClaims).values(row).returning({ id: vehicleClaims.id });
  return claim?.id as number;
}

export async function insertClaimDocuments(db: Db, rows: (typeof vehicleClaimDocuments.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(vehicleClaimDocuments).values(rows);
}

/** The car a claim is on (it never changes), read to lock the car before the claim. */
export async function findClaimVehicleId(db: Db, id: number) {
  const [row] = await db
    .select({ vehicleId: vehicleClaims.vehicleId })
    .from(vehicleClaims)
    .where(eq(vehicleClaims.id, id));
  return row?.vehicleId;
}

/** The claim, locked until the transaction ends, so that two decisions on it queue. */
export async function lockClaim(db: Db, id: number) {
  const [row] = await db.select().from(vehicleClaims).where(eq(vehicleClaims.id, id)).for("update");
  return row;
}

type ClaimDecision = { reason: string | null; decidedById: number; decidedAt: Date };

export async function setClaimDecision(
  db: Db,
  id: number,
  decision: ClaimDecision & { status: "approved" | "rejected" },
) {
  await db.update(vehicleClaims).set(decision).where(eq(vehicleClaims.id, id));
}

/** Issue 39: closes every other claim still waiting on the car (another was approved); who made each. */
export function closePendingClaims(db: Db, vehicleId: number, exceptId: number, decision: ClaimDecision) {
  return db
    .update(vehicleClaims)
    .set({ ...decision, status: "closed" })
    .where(
      and(
        eq(vehicleClaims.vehicleId, vehicleId),
        eq(vehicleClaims.status, "pending"),
        ne(vehicleClaims.id, exceptId),
      ),
    )
    .returning({ id: vehicleClaims.id, memberId: vehicleClaims.memberId });
}

/** Whether other claims on the car still wait for the office (the car stays disputed while one does). */
export async function hasPendingClaims(db: Db, vehicleId: number, exceptId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(vehicleClaims)
    .where(
      and(
        eq(vehicleClaims.vehicleId, vehicleId),
        eq(vehicleClaims.status, "pending"),
        ne(vehicleClaims.id, exceptId),
      ),
    );
  return (row?.n ?? 0) > 0;
}

const claimColumns = {
  id: vehicleClaims.id,
  vehicleId: vehicleClaims.vehicleId,
  car: carName,
  note: vehicleClaims.note,
  status: vehicleClaims.status,
  reason: vehicleClaims.reason,
  createdAt: vehicleClaims.createdAt,
  decidedAt: vehicleClaims.decidedAt,
};

/** The member's claims, newest first (only `id`, when given). */
export function findMemberClaims(db: Db, memberId: number, id?: number) {
  return db
    .select(claimColumns)
    .from(vehicleClaims)
    .innerJoin(vehicles, eq(vehicles.id, vehicleClaims.vehicleId))
    .innerJoin(makes, eq(makes.id, vehicles.makeId))
    .where(and(eq(vehicleClaims.memberId, memberId), id === undefined ? undefined : eq(vehicleClaims.id, id)))
    .orderBy(desc(vehicleClaims.id));
}

const claimOnCarColumns = {
  id: vehicleClaims.id,
  vehicleId: vehicleClaims.vehicleId,
  car: carName,
  createdAt: vehicleClaims.createdAt,
  answer: vehicleClaims.ownerAnswer,
  answeredAt: vehicleClaims.ownerAnsweredAt,
};

/** Issue 39: the claims waiting on the member's own cars, made against them, the oldest first. */
export function findClaimsOnMemberCars(db: Db, memberId: number) {
  return db
    .select(claimOnCarColumns)
    .from(vehicleClaims)
    .innerJoin(vehicles, eq(vehicles.id, vehicleClaims.vehicleId))
    .innerJoin(makes, eq(makes.id, vehicles.makeId))
    .where(
      and(
        eq(vehicleClaims.claimedFromId, memberId),
        eq(vehicles.memberId, memberId),
        eq(vehicleClaims.status, "pending"),
      ),
    )
    .orderBy(asc(vehicleClaims.id));
}

/** Issue 39: every claim made against the member that they answered as the car's owner, decided or not. */
export function findAnswersWrittenBy(db: Db, memberId: number) {
  return db
    .select(claimOnCarColumns)
    .from(vehicleClaims)
    .innerJoin(vehicles, eq(vehicles.id, vehicleClaims.vehicleId))
    .innerJoin(makes, eq(makes.id, vehicles.makeId))
    .where(and(eq(vehicleClaims.claimedFromId, memberId), isNotNull(vehicleClaims.ownerAnswer)))
    .orderBy(asc(vehicleClaims.id));
}

export async function setOwnerAnswer(
  db: Db,
  id: number,
  answer: { ownerAnswer: string; ownerAnsweredAt: Date },
) {
  await db.update(vehicleClaims).set(answer).where(eq(vehicleClaims.id, id));
}

/**
 * The office's queue: the claims of one status (pending: the longest waiting first; decided: the latest first), or
 * the one with `id`, each with the claimant, the car's owner now (a member, or the name the chain gives someone
 * outside the club) and its numbers.
 */
export function findOfficeClaims(db: Db, query: { status: ClaimStatus } | { id: number }) {
  return db
    .select({
      ...claimColumns,
      claimantId: vehicleClaims.memberId,
      ownerId: vehicles.memberId,
      outsideOwnerName: sql<string | null>`(select ${vehicleOwnerships.ownerName}
        from ${vehicleOwnerships} where ${vehicleOwnerships.vehicleId} = ${vehicles.id}
        and ${vehicleOwnerships.endedOn} is null order by ${vehicleOwnerships.position} desc, ${vehicleOwnerships.id} desc
        limit 1)`,
      serialNumber: vehicles.serialNumber,
      engineNumber: vehicles.engineNumber,
      bodyNumber: vehicles.bodyNumber,
      ownerAnswer: vehicleClaims.ownerAnswer,
      ownerAnsweredAt: vehicleClaims.ownerAnsweredAt,
    })
    .from(vehicleClaims)
    .innerJoin(vehicles, eq(vehicles.id, vehicleClaims.vehicleId))
    .innerJoin(makes, eq(makes.id, vehicles.makeId))
    .where("id" in query ? eq(vehicleClaims.id, query.id) : eq(vehicleClaims.status, query.status))
    .orderBy(
      "status" in query && query.status === "pending" ? asc(vehicleClaims.id) : desc(vehicleClaims.decidedAt),
      desc(vehicleClaims.id),
    )
    .limit(200);
}

export async function countClaimsByStatus(db: Db) {
  const rows = await db
    .select({ status: vehicleClaims.status, n: count() })
    .from(vehicleClaims)
    .groupBy(vehicleClaims.status);
  return new Map(rows.map((row) => [row.status, row.n]));
}

export function findClaimDocuments(db: Db, claimIds: number[]) {
  if (claimIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(vehicleClaimDocuments)
    .where(inArray(vehicleClaimDocuments.claimId, claimIds))
    .orderBy(asc(vehicleClaimDocuments.id));
}

export async function findClaimDocument(db: Db, id: number) {
  const [row] = await db.select().from(vehicleClaimDocuments).where(eq(vehicleClaimDocuments.id, id));
  return row;
}

/** The car's name as claims show it ("1934 Packard Twelve"). */
export async function findCarName(db: Db, vehicleId: number) {
  const [row] = await db
    .select({ car: carName })
    .from(vehicles)
    .innerJoin(makes, eq(makes.id, vehicles.makeId))
    .where(eq(vehicles.id, vehicleId));
  return row?.car;
}
