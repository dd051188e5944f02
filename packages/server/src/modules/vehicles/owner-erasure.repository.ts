import { and, eq, inArray, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  vehicleClaimDocuments,
  vehicleClaims,
  vehicleImages,
  vehicleOwnerships,
  vehicles,
  vehicleTransfers,
} from "./vehicles.schema.ts";

// Issue 30: the registry's rows a member's erasure changes (owner-erasure.service.ts says what and why).

/** The cars in the member's garage, each row held until the transaction ends: an edit of one waits for the erasure. */
export async function lockGarage(db: Db, memberId: number) {
  const rows = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(eq(vehicles.memberId, memberId))
    .for("update");
  return rows.map((row) => row.id);
}

/** Deletes the cars' photos; returns their files, for the caller to remove once the transaction is committed. */
export function deleteCarsImages(db: Db, vehicleIds: number[]) {
  return db
    .delete(vehicleImages)
    .where(inArray(vehicleImages.vehicleId, vehicleIds))
    .returning({ storageKey: vehicleImages.storageKey, thumbnailKey: vehicleImages.thumbnailKey });
}

/** The cars leave any garage, and the member's place for them (`location`) goes with the member. */
export async function releaseCars(db: Db, vehicleIds: number[], now: Date) {
  await db
    .update(vehicles)
    .set({ memberId: null, ownedByAssociate: false, location: null, updatedAt: now })
    .where(inArray(vehicles.id, vehicleIds));
}

/** Offers of the member's cars, and offers made to them, still waiting: no one is left to answer them. */
export async function cancelPendingTransfersOf(db: Db, memberId: number, at: Date) {
  await db
    .update(vehicleTransfers)
    .set({ status: "cancelled", decidedAt: at })
    .where(
      and(
        eq(vehicleTransfers.status, "pending"),
        or(eq(vehicleTransfers.sellerId, memberId), eq(vehicleTransfers.buyerId, memberId)),
      ),
    );
}

/** The member's links in every car's chain of owners name no one: the history reads "A former member" there. */
export async function unnameOwnerships(db: Db, memberId: number) {
  await db.update(vehicleOwnerships).set({ memberId: null }).where(eq(vehicleOwnerships.memberId, memberId));
}

/** Issue 39: offers made to the member keep the last name their sellers typed; it is the member's, and goes. */
export async function unnameOffersTo(db: Db, memberId: number) {
  await db.update(vehicleTransfers).set({ buyerName: null }).where(eq(vehicleTransfers.buyerId, memberId));
}

/** Issue 39: the member's claims still waiting are closed, with the reason the office and the car's owner read. */
export async function closePendingClaimsOf(db: Db, memberId: number, reason: string, at: Date) {
  await db
    .update(vehicleClaims)
    .set({ status: "closed", reason, decidedAt: at })
    .where(and(eq(vehicleClaims.memberId, memberId), eq(vehicleClaims.status, "pending")));
}

/** Issue 39: every claim the member made loses the note they wrote and its papers; returns the papers' files. */
export async function blankClaimsOf(db: Db, memberId: number) {
  await db.update(vehicleClaims).set({ note: "" }).where(eq(vehicleClaims.memberId, memberId));
  const claims = db
    .select({ id: vehicleClaims.id })
    .from(vehicleClaims)
    .where(eq(vehicleClaims.memberId, memberId));
  return db
    .delete(vehicleClaimDocuments)
    .where(inArray(vehicleClaimDocuments.claimId, claims))
    .returning({ storageKey: vehicleClaimDocuments.storageKey });
}

/**
 * Issue 39: claims made while the car was in the member's garage lose the answer they wrote as its owner, and name
 * them no more as whom it was claimed from: the car left their garage with them, so it is in none, as for a car sold
 * outside the club.
 */
export async function unnameClaimsAgainst(db: Db, memberId: number) {
  await db
    .update(vehicleClaims)
    .set({ ownerAnswer: null, claimedFromId: null })
    .where(eq(vehicleClaims.claimedFromId, memberId));
}
