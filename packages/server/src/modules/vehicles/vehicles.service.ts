import { randomBytes } from "node:crypto";
import {
  type Vehicle,
  type VehicleFields,
  type VehicleImage,
  vehicleFieldsSchema,
  vehicleMessages,
} from "@club/domain/vehicle.schema";
import { identifierFields, identityKey } from "@club/domain/vehicle-registry.schema";
import { transferMessages } from "@club/domain/vehicle-transfer.rules";
import type { Db } from "../../db/client.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, invalidField, notFound } from "../../lib/app-error.ts";
import { brokenForeignKey } from "../../lib/database-errors.ts";
import { invalidInput } from "../../lib/validation-errors.ts";
import type { ImageProcessor } from "../files/images.ts";
import type { UrlSigner } from "../files/signed-urls.ts";
import type { FileStorage } from "../files/storage.ts";
import { holdMember } from "../members/members.service.ts";
import { authorizeOwn, can } from "../policy/policy.ts";
import { requireRoomForVehicle } from "./garage-room.ts";
import { deleteOwnershipsOf } from "./registry.repository.ts";
import type { VehicleForm } from "./vehicle-form.ts";
import {
  hasHistory,
  identifierSourcesOf,
  requireNewIdentity,
  startOwnerships,
} from "./vehicle-registry.service.ts";
import { approvalOf, backToClubOf, changedMaterialFields, vehicleStatusOf } from "./vehicle-review.rules.ts";
import {
  countImages,
  deleteImagesExcept,
  deleteVehicleRow,
  findImage,
  findImageKeysAfter,
  findImages,
  findMemberVehicles,
  findVehicle,
  highestSeniorNumber,
  insertImages,
  insertVehicle,
  lockSeniorNumbers,
  lockVehicle,
  makeExists,
  moveVehicles,
  updateVehicleRow,
  type VehicleRow,
} from "./vehicles.repository.ts";

export interface VehiclesContext extends AppContext {
  storage: FileStorage;
  signer: UrlSigner;
  images: ImageProcessor;
}

const sameIdentity = (a: string | null, b: string | null) => identityKey(a) === identityKey(b);

function parseFields(fields: Record<string, unknown>): VehicleFields {
  const result = vehicleFieldsSchema.safeParse(fields);
  if (result.success) return result.data;
  throw invalidInput(result.error, "invalid_vehicle");
}

/** What signing photo URLs needs: the directory's searches have it too. */
export type PhotoUrlContext = Pick<VehiclesContext, "signer">;

const photoPath = (id: number, variant: "original" | "thumbnail") =>
  `/api/v1/vehicle_images/${id}/${variant}`;

async function signedPhoto(context: PhotoUrlContext, id: number): Promise<VehicleImage> {
  return {
    id,
    url: await context.signer.sign(photoPath(id, "original")),
    thumbnailUrl: await context.signer.sign(photoPath(id, "thumbnail")),
  };
}

async function toVehicle(
  context: VehiclesContext,
  { vehicle: row, make, photoIds }: { vehicle: VehicleRow; make: string; photoIds: number[] },
): Promise<Vehicle> {
  const {
    memberId: _memberId,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    reviewedAt: _reviewedAt,
    approvedValues: _approvedValues,
    identifierSources: _identifierSources,
    ...vehicle
  } = row;
  return { ...vehicle, make, status: vehicleStatusOf(row), images: await signPhotos(context, photoIds) };
}

/** Issue 27: a number the owner changes is theirs again, no longer the one the office verified. */
function sourcesKept(before: VehicleRow, after: VehicleFields) {
  const sources = identifierSourcesOf(before.identifierSources);
  for (const field of identifierFields) if (!sameIdentity(before[field], after[field])) delete sources[field];
  return sources;
}

/** The member's cars and their associate's, with signed image URLs. */
export async function listVehicles(context: VehiclesContext, memberId: number): Promise<Vehicle[]> {
  const rows = await findMemberVehicles(context.db, memberId);
  return Promise.all(rows.map((row) => toVehicle(context, row)));
}

/** Signed URLs of the photos `ids` (the directory's query chose which: db/vehicle-photos.ts); no query. */
export function signPhotos(context: PhotoUrlContext, ids: number[]): Promise<VehicleImage[]> {
  return Promise.all(ids.map((id) => signedPhoto(context, id)));
}

/** The signed thumbnail URL of photo `id`, or null without one; no query. */
export async function signThumbnail(context: PhotoUrlContext, id: number | null): Promise<string | null> {
  return id === null ? null : context.signer.sign(photoPath(id, "thumbnail"));
}

/** Checks and stores new photos before anything is written; returns their keys, to remove if the write fails. */
async function storeUploads(context: VehiclesContext, uploads: Buffer[]) {
  const stored: { storageKey: string; thumbnailKey: string; contentType: string; size: number }[] = [];
  const processed = await Promise.all(uploads.map((upload) => context.images.process(upload)));
  for (const image of processed) {
    const name = randomBytes(12).toString("base64url");
    const extension = image.contentType === "image/png" ? "png" : "jpg";
    const entry = {
      storageKey: `vehicles/${name}.${extension}`,
      thumbnailKey: `vehicles/${name}.thumb.jpg`,
      contentType: image.contentType,
      size: image.original.length,
    };
    await context.storage.put(entry.storageKey, image.original, image.contentType);
    await context.storage.put(entry.thumbnailKey, image.thumbnail, "image/jpeg");
    stored.push(entry);
  }
  return stored;
}

async function removeFiles(context: VehiclesContext, images: { storageKey: string; thumbnailKey: string }[]) {
  for (const image of images) {
    await context.storage.remove(image.storageKey);
    await context.storage.remove(image.thumbnailKey);
  }
}

async function requireMake(db: Db, makeId: number) {
  if (!(await makeExists(db, makeId)))
    throw invalidField("makeId", vehicleMessages.makeRequired, "make_unknown");
}

/**
 * The photo limit of issue 9 (MAX_PHOTOS_PER_VEHICLE), checked before any photo is decoded. Only a request that
 * adds is refused: a member over a lowered limit can still edit and remove. The car limit is `requireRoomForVehicle`.
 */
function requireRoomForPhotos(context: VehiclesContext, total: number, added: number) {
  const max = context.config.vehicleLimits.photosPerVehicle;
  if (added > 0 && total > max)
    throw invalidField("images", vehicleMessages.tooManyPhotos(max), "too_many_photos");
}

/** Issue 39: whether a number already in the registry may be answered with the car's claim path (the policy's). */
export interface ClaimOffer {
  mayClaim: boolean;
}

export async function createVehicle(
  context: VehiclesContext,
  memberId: number,
  form: VehicleForm,
  { mayClaim }: ClaimOffer,
) {
  const fields = parseFields(form.fields);
  await requireMake(context.db, fields.makeId);
  await requireNewIdentity(context, fields, { mayClaim });
  requireRoomForPhotos(context, form.uploads.length, form.uploads.length);
  // Early, so a member at the limit costs no image work; the check that holds under concurrency is below.
  await requireRoomForVehicle(context, context.db, memberId);
  const stored = await storeUploads(context, form.uploads);
  const now = context.now();
  try {
    const id = await context.db.transaction(async (tx) => {
      // Two creates at 19 cars must not make 21. A count in this transaction alone would not do: under READ
      // COMMITTED neither sees the other's uncommitted car. Locking the member's row first queues the member's
      // creates, each counting after the previous one committed; other members are not held up, and nothing
      // needs retrying (SERIALIZABLE would abort one of the two with an error instead).
      await holdMember({ db: tx }, memberId);
      await requireRoomForVehicle(context, tx, memberId);
      const vehicle = await insertVehicle(tx, {
        ...fields,
        memberId,
        approvedByCommittee: false,
        createdAt: now,
        updatedAt: now,
      });
      await insertImages(tx, vehicle.id, stored, { firstPosition: 0, now });
      await startOwnerships({ ...context, db: tx }, [{ vehicleId: vehicle.id, memberId }], "registered");
      return vehicle.id;
    });
    return getVehicle(context, memberId, id);
  } catch (error) {
    await removeFiles(context, stored);
    throw error;
  }
}

export async function getVehicle(context: VehiclesContext, memberId: number, id: number) {
  const row = await findVehicle(context.db, id);
  authorizeOwn({ memberId }, "changeVehicle", row?.vehicle);
  return toVehicle(context, row);
}

/**
 * One of the member's own cars as an event entry needs it (issue 28): what identifies it on the Full Classic list,
 * and whether the club approved it; undefined when it is not theirs.
 */
export async function ownCarForEntry(context: Pick<AppContext, "db">, memberId: number, id: number) {
  const row = await findVehicle(context.db, id);
  if (!row || !can({ memberId }, "enterVehicle", row.vehicle)) return undefined;
  const { vehicle } = row;
  return {
    id: vehicle.id,
    makeId: vehicle.makeId,
    year: vehicle.year,
    model: vehicle.model,
    status: vehicleStatusOf(vehicle),
  };
}

/**
 * Updates the member's car. The senior category and number are fixed once registered (spec §4); a material
 * change sends the car back to the club for approval, and so does any change to a car the club did not approve
 * (the owner's answer to its reason: new photos, say); photos not sent back are deleted.
 */
export async function updateVehicle(
  context: VehiclesContext,
  memberId: number,
  id: number,
  form: VehicleForm,
  { mayClaim }: ClaimOffer,
) {
  const current = await findVehicle(context.db, id);
  authorizeOwn({ memberId }, "changeVehicle", current?.vehicle);
  const sent = form.fields;
  const senior = {
    seniorCategory: current.vehicle.seniorCategory,
    seniorNumber: current.vehicle.seniorNumber ?? "",
  };
  const changesSenior =
    ("seniorCategory" in sent && sent.seniorCategory !== senior.seniorCategory) ||
    ("seniorNumber" in sent && (sent.seniorNumber ?? "") !== senior.seniorNumber);
  if (changesSenior) throw invalidField("seniorCategory", vehicleMessages.seniorLocked, "senior_locked");
  const fields = parseFields({ ...sent, ...senior });
  await requireMake(context.db, fields.makeId);
  // A number the car already had is not checked again: two records made before issue 27 stay editable.
  await requireNewIdentity(
    context,
    {
      serialNumber: sameIdentity(fields.serialNumber, current.vehicle.serialNumber)
        ? null
        : fields.serialNumber,
      engineNumber: sameIdentity(fields.engineNumber, current.vehicle.engineNumber)
        ? null
        : fields.engineNumber,
    },
    { exceptId: id, mayClaim },
  );

  const existing = await findImages(context.db, [id]);
  const keep = existing.filter((image) => form.keepImageIds.includes(image.id)).map((image) => image.id);
  // Racing updates cannot push the car over either: each locks the car's row (before anything else), then
  // deletes every photo it did not keep, those the other one just added included.
  requireRoomForPhotos(context, keep.length + form.uploads.length, form.uploads.length);
  const stored = await storeUploads(context, form.uploads);
  let dropped: { storageKey: string; thumbnailKey: string }[];
  try {
    dropped = await context.db.transaction(async (tx) => {
      // Read again under the row's lock: an office decision made since the first read is the one to compare with.
      const locked = (await lockVehicle(tx, id)) ?? current.vehicle;
      const backToClub =
        changedMaterialFields(locked, fields).length > 0 || vehicleStatusOf(locked) === "rejected";
      await updateVehicleRow(tx, id, {
        ...fields,
        ...(backToClub ? backToClubOf(locked) : {}),
        identifierSources: sourcesKept(locked, fields),
        updatedAt: context.now(),
      });
      const removed = await deleteImagesExcept(tx, id, keep);
      await insertImages(tx, id, stored, { firstPosition: keep.length, now: context.now() });
      return removed;
    });
  } catch (error) {
    await removeFiles(context, stored);
    throw error;
  }
  await removeFiles(context, dropped);
  return getVehicle(context, memberId, id);
}

/**
 * Deletes a car its owner added by mistake, with its photos. Issue 39: a car with a history (`hasHistory`) is the
 * club's record and is never deleted (409: its owner removes it from the garage instead); the check runs under the
 * car's lock, and the schema's RESTRICT keys refuse a history written since (an entry made at that moment).
 */
export async function deleteVehicle(context: VehiclesContext, memberId: number, id: number) {
  const current = await findVehicle(context.db, id);
  authorizeOwn({ memberId }, "changeVehicle", current?.vehicle);
  const images = await findImages(context.db, [id]);
  const hasPast = () => new AppError("vehicle_has_history", { base: [transferMessages.hasHistory] });
  try {
    await context.db.transaction(async (tx) => {
      const vehicle = await lockVehicle(tx, id);
      authorizeOwn({ memberId }, "changeVehicle", vehicle);
      if (await hasHistory({ db: tx }, vehicle)) throw hasPast();
      await deleteOwnershipsOf(tx, id);
      await deleteVehicleRow(tx, id);
    });
  } catch (error) {
    if (brokenForeignKey(error)) throw hasPast();
    throw error;
  }
  await removeFiles(context, images);
}

/**
 * The club's approval of several cars at once, for tests: no audit entry and no mail. The club approves from the
 * office's queue (office/vehicle-approvals.service.ts), one car at a time, with both.
 */
export async function approveVehicles(context: Pick<AppContext, "db" | "now">, ids: number[]) {
  return context.db.transaction(async (tx) => {
    const approved: { id: number }[] = [];
    for (const id of ids) {
      const vehicle = await lockVehicle(tx, id);
      if (!vehicle) continue;
      await updateVehicleRow(tx, id, approvalOf(vehicle, context.now()));
      approved.push({ id });
    }
    return approved;
  });
}

/**
 * Issue 29: the club's rule that an award moves a car on (a first place makes it a Senior car). Each car not yet a
 * senior one becomes Senior with the club's next senior number; a car already Senior or Senior Premier keeps its
 * category and number. The cars made senior, with their numbers.
 */
export async function makeSeniorCars(context: Pick<AppContext, "db">, ids: number[]) {
  const made: { id: number; seniorNumber: string }[] = [];
  if (ids.length === 0) return made;
  await lockSeniorNumbers(context.db);
  let next = await highestSeniorNumber(context.db);
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const vehicle = await lockVehicle(context.db, id);
    if (vehicle?.seniorCategory !== "None") continue;
    next += 1;
    await updateVehicleRow(context.db, id, { seniorCategory: "Senior", seniorNumber: String(next) });
    made.push({ id, seniorNumber: String(next) });
  }
  return made;
}

/**
 * Issue 40: published results withdrawn take back the senior numbers they gave. A car still Senior with the number
 * given goes back to no senior category; a car whose category or number changed since keeps it. The cars taken back.
 */
export async function takeBackSeniorCars(
  context: Pick<AppContext, "db">,
  given: readonly { id: number; seniorNumber: string }[],
) {
  const taken: { id: number; seniorNumber: string }[] = [];
  for (const car of given) {
    const vehicle = await lockVehicle(context.db, car.id);
    if (vehicle?.seniorCategory !== "Senior" || vehicle.seniorNumber !== car.seniorNumber) continue;
    await updateVehicleRow(context.db, car.id, { seniorCategory: "None", seniorNumber: null });
    taken.push(car);
  }
  return taken;
}

/** A photo by its signed URL (an <img> cannot send the token): the bytes, or why not. */
export async function readVehiclePhoto(
  context: VehiclesContext,
  request: { id: number; variant: "original" | "thumbnail"; expires: number; signature: string },
) {
  const { id, variant } = request;
  await context.signer.requireValid(photoPath(id, variant), request.expires, request.signature);
  const image = await findImage(context.db, id);
  if (!image) throw notFound();
  const body = await context.storage.read(variant === "original" ? image.storageKey : image.thumbnailKey);
  if (!body) throw notFound();
  return { contentType: variant === "original" ? image.contentType : "image/jpeg", body };
}

/** The cars' photos, for copying them to a bucket (`npm run photos:to-s3`, files' copyStoredPhotos). */
export async function carPhotoFiles(context: Pick<AppContext, "db">) {
  return {
    total: await countImages(context.db),
    pageAfter: (afterId: number, limit: number) => findImageKeysAfter(context.db, afterId, limit),
  };
}

/** A merge (office): the duplicate's cars, with their photos and approvals, become the remaining member's. */
export function moveMemberVehicles(
  context: Pick<AppContext, "db" | "now">,
  fromMemberId: number,
  toMemberId: number,
) {
  return moveVehicles(context.db, fromMemberId, toMemberId, context.now());
}
