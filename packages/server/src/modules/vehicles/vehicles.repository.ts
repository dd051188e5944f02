import type { VehicleStatus } from "@club/domain/vehicle.schema";
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, notInArray, sql } from "drizzle-orm";
import { advisoryLocks } from "../../db/advisory-locks.ts";
import type { Db } from "../../db/client.ts";
import { makes } from "../makes/makes.schema.ts";
import { vehicleImages, vehicles } from "./vehicles.schema.ts";

export type VehicleRow = typeof vehicles.$inferSelect;

/**
 * The ids of the `vehicles` row's photos in order, as a JSON array (maybe empty), so that the owner's list costs no
 * round trip per car or for the photos: the owner sees every photo, approved or not.
 */
const ownerPhotoIds = sql<number[]>`coalesce((select json_agg(${vehicleImages.id} order by
  ${vehicleImages.position}, ${vehicleImages.id}) from ${vehicleImages}
  where ${vehicleImages.vehicleId} = ${vehicles.id}), '[]'::json)`;

/** The member's cars and their associate's, with the make's name and the photos' ids. */
export function findMemberVehicles(db: Db, memberId: number) {
  return db
    .select({ vehicle: vehicles, make: makes.name, photoIds: ownerPhotoIds })
    .from(vehicles)
    .innerJoin(makes, eq(makes.id, vehicles.makeId))
    .where(eq(vehicles.memberId, memberId))
    .orderBy(asc(vehicles.year), asc(vehicles.id));
}

/** The car, with its make's name and its photos' ids: whose it is, the policy decides (changeVehicle). */
export async function findVehicle(db: Db, id: number) {
  const [row] = await db
    .select({ vehicle: vehicles, make: makes.name, photoIds: ownerPhotoIds })
    .from(vehicles)
    .innerJoin(makes, eq(makes.id, vehicles.makeId))
    .where(eq(vehicles.id, id));
  return row;
}

export async function countMemberVehicles(db: Db, memberId: number) {
  const [row] = await db.select({ count: count() }).from(vehicles).where(eq(vehicles.memberId, memberId));
  return row?.count ?? 0;
}

export function findImages(db: Db, vehicleIds: number[]) {
  if (vehicleIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(vehicleImages)
    .where(inArray(vehicleImages.vehicleId, vehicleIds))
    .orderBy(asc(vehicleImages.position), asc(vehicleImages.id));
}

export async function findImage(db: Db, id: number) {
  const [image] = await db.select().from(vehicleImages).where(eq(vehicleImages.id, id));
  return image;
}

export async function makeExists(db: Db, id: number) {
  const [make] = await db.select({ id: makes.id }).from(makes).where(eq(makes.id, id));
  return Boolean(make);
}

export async function insertVehicle(db: Db, values: typeof vehicles.$inferInsert) {
  const [vehicle] = await db.insert(vehicles).values(values).returning();
  if (!vehicle) throw new Error("vehicle not created");
  return vehicle;
}

export async function updateVehicleRow(db: Db, id: number, values: Partial<typeof vehicles.$inferInsert>) {
  await db.update(vehicles).set(values).where(eq(vehicles.id, id));
}

/** Deletes the car (its photos' rows cascade) and nothing of its files: the caller removes those. */
export async function deleteVehicleRow(db: Db, id: number) {
  await db.delete(vehicles).where(eq(vehicles.id, id));
}

type StoredImage = Omit<typeof vehicleImages.$inferInsert, "vehicleId" | "position" | "createdAt">;

/** Photos stored for the car, placed after the `firstPosition` photos it keeps. */
export async function insertImages(
  db: Db,
  vehicleId: number,
  images: StoredImage[],
  { firstPosition, now }: { firstPosition: number; now: Date },
) {
  if (images.length === 0) return;
  await db.insert(vehicleImages).values(
    images.map((image, index) => ({
      ...image,
      vehicleId,
      position: firstPosition + index,
      createdAt: now,
    })),
  );
}

/** Deletes the car's photos other than `keep`; returns the files of those deleted. */
export function deleteImagesExcept(db: Db, vehicleId: number, keep: number[]) {
  return db
    .delete(vehicleImages)
    .where(
      and(
        eq(vehicleImages.vehicleId, vehicleId),
        keep.length > 0 ? notInArray(vehicleImages.id, keep) : undefined,
      ),
    )
    .returning({ storageKey: vehicleImages.storageKey, thumbnailKey: vehicleImages.thumbnailKey });
}

/** The car's row, held until the transaction ends: two decisions on one car (or a decision and the owner's edit) queue. */
export async function lockVehicle(db: Db, id: number) {
  const [vehicle] = await db.select().from(vehicles).where(eq(vehicles.id, id)).for("update");
  return vehicle;
}

export async function findMakeNames(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db.select().from(makes).where(inArray(makes.id, ids));
  return new Map(rows.map((make) => [make.id, make.name]));
}

/** The office's queue (issue 14): pending while neither approved nor rejected with a reason. */
function statusIs(status: VehicleStatus) {
  switch (status) {
    case "approved":
      return eq(vehicles.approvedByCommittee, true);
    case "rejected":
      return and(eq(vehicles.approvedByCommittee, false), isNotNull(vehicles.rejectionReason));
    case "pending":
      return and(eq(vehicles.approvedByCommittee, false), isNull(vehicles.rejectionReason));
  }
}

const reviewColumns = { vehicle: vehicles, make: makes.name, photoIds: ownerPhotoIds };

/** The queue holds the cars in a garage: one sold outside the club has no owner to hear a decision. */
const inGarage = isNotNull(vehicles.memberId);

/**
 * A page of the cars in one status, with their photos: the waiting ones first come, first served (by their
 * last change), the decided ones the latest decision first.
 */
export function findReviewPage(db: Db, status: VehicleStatus, page: { limit: number; offset: number }) {
  return db
    .select(reviewColumns)
    .from(vehicles)
    .innerJoin(makes, eq(makes.id, vehicles.makeId))
    .where(and(inGarage, statusIs(status)))
    .orderBy(
      ...(status === "pending"
        ? [asc(vehicles.updatedAt), asc(vehicles.id)]
        : [sql`${vehicles.reviewedAt} desc nulls last`, desc(vehicles.id)]),
    )
    .limit(page.limit)
    .offset(page.offset);
}

export async function findReviewVehicle(db: Db, id: number) {
  const [row] = await db
    .select(reviewColumns)
    .from(vehicles)
    .innerJoin(makes, eq(makes.id, vehicles.makeId))
    .where(and(inGarage, eq(vehicles.id, id)));
  return row;
}

export type ReviewRow = NonNullable<Awaited<ReturnType<typeof findReviewVehicle>>>;

/** How many cars each status holds, in one pass. */
export async function countByStatus(db: Db): Promise<Record<VehicleStatus, number>> {
  const counted = (status: VehicleStatus) =>
    sql<number>`count(*) filter (where ${statusIs(status)})`.mapWith(Number);
  const [row] = await db
    .select({ pending: counted("pending"), approved: counted("approved"), rejected: counted("rejected") })
    .from(vehicles);
  return row ?? { pending: 0, approved: 0, rejected: 0 };
}

/** Every stored photo's keys, a page at a time in id order (the move to object storage). */
export function findImageKeysAfter(db: Db, afterId: number, limit: number) {
  return db
    .select({
      id: vehicleImages.id,
      storageKey: vehicleImages.storageKey,
      thumbnailKey: vehicleImages.thumbnailKey,
      contentType: vehicleImages.contentType,
    })
    .from(vehicleImages)
    .where(gt(vehicleImages.id, afterId))
    .orderBy(asc(vehicleImages.id))
    .limit(limit);
}

export async function countImages(db: Db) {
  const [row] = await db.select({ total: count() }).from(vehicleImages);
  return row?.total ?? 0;
}

/** A merge: the duplicate's cars become the remaining member's. */
export async function moveVehicles(db: Db, fromMemberId: number, toMemberId: number, now: Date) {
  const moved = await db
    .update(vehicles)
    .set({ memberId: toMemberId, updatedAt: now })
    .where(eq(vehicles.memberId, fromMemberId))
    .returning({ id: vehicles.id });
  return moved.length;
}

/** Holds the club's senior numbers until the transaction ends: two meets published at once give two numbers. */
export async function lockSeniorNumbers(db: Db) {
  await db.execute(sql`select pg_advisory_xact_lock(${advisoryLocks.seniorNumbers})`);
}

/** The highest senior number the registry holds (the imported ones included), or 0. */
export async function highestSeniorNumber(db: Db) {
  const [row] = await db
    .select({ highest: sql<number | null>`max(${vehicles.seniorNumber}::integer)` })
    .from(vehicles)
    .where(sql`${vehicles.seniorNumber} ~ '^[0-9]{1,9}$'`);
  return Number(row?.highest ?? 0);
}
