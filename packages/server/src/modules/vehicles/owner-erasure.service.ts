import { registryMessages } from "@club/domain/vehicle-registry.schema";
import type { AppContext } from "../../lib/app-context.ts";
import type { FileStorage } from "../files/storage.ts";
import {
  blankClaimsOf,
  cancelPendingTransfersOf,
  closePendingClaimsOf,
  deleteCarsImages,
  lockGarage,
  releaseCars,
  unnameClaimsAgainst,
  unnameOffersTo,
  unnameOwnerships,
} from "./owner-erasure.repository.ts";

// Issue 30: a member who asked to be forgotten leaves the registry's cars behind. A car is the club's record, not
// the member's: it stays, with its numbers, events, awards and chain of owners, in no garage, as a car whose owner's
// account was deleted does (issue 27); the member's photos of it and their name on it go.

/** The files in storage an erasure leaves behind: the car photos' two each, a claim paper's one. */
export interface CarPhotoFiles {
  storageKey: string;
  thumbnailKey?: string;
}

/**
 * The member's cars leave their garage with their photos; the chain of owners keeps every link, the member's ones
 * naming no one; offers of their cars or to them still waiting are cancelled, and offers to them lose the name their
 * sellers typed (issue 39). Their claims waiting are closed, every claim of theirs loses its note and papers, and
 * claims on their cars lose the answer they wrote as owner (issue 39). Expects the caller's transaction as
 * `context.db`, and returns the photos' and papers' files for `removeCarPhotoFiles` once it is committed: removed
 * before, a rolled-back erasure would leave cars whose photos are gone.
 */
export async function releaseErasedOwnersCars(
  context: Pick<AppContext, "db" | "now">,
  memberId: number,
): Promise<CarPhotoFiles[]> {
  const now = context.now();
  const cars = await lockGarage(context.db, memberId);
  await cancelPendingTransfersOf(context.db, memberId, now);
  await unnameOwnerships(context.db, memberId);
  await unnameOffersTo(context.db, memberId);
  await closePendingClaimsOf(context.db, memberId, registryMessages.claimClosedMemberLeft, now);
  const papers = await blankClaimsOf(context.db, memberId);
  await unnameClaimsAgainst(context.db, memberId);
  if (cars.length === 0) return papers;
  const photos = await deleteCarsImages(context.db, cars);
  await releaseCars(context.db, cars, now);
  return [...photos, ...papers];
}

/** Removes the files of photos and papers whose rows are gone (after the erasure's transaction is committed). */
export async function removeCarPhotoFiles(context: { storage: FileStorage }, photos: CarPhotoFiles[]) {
  for (const photo of photos) {
    await context.storage.remove(photo.storageKey);
    if (photo.thumbnailKey) await context.storage.remove(photo.thumbnailKey);
  }
}
