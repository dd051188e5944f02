import { and, asc, eq, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { vehicleImages, vehicles } from "../modules/vehicles/vehicles.schema.ts";

// Which photos of a car the directory shows (issue 11): an approved car's, in order; none while the car awaits the
// club's approval (docs/decisions.md "Car photos in the directory"). The car search and a car's page carry the
// photos' ids in their own query, so the photos cost them no round trip; vehicles.service signs the URLs.

const approvedCarPhotos = and(
  eq(vehicleImages.vehicleId, vehicles.id),
  eq(vehicles.approvedByCommittee, true),
);

/**
 * The main photo (the first by position) of the `vehicles` row, for a LEFT JOIN LATERAL ... ON true: its `id`, or
 * null when the car has none the directory shows.
 */
export const directoryMainPhoto = new QueryBuilder()
  .select({ id: vehicleImages.id })
  .from(vehicleImages)
  .where(approvedCarPhotos)
  .orderBy(asc(vehicleImages.position), asc(vehicleImages.id))
  .limit(1)
  .as("directory_main_photo");

/** The ids of the `vehicles` row's photos that the directory shows, in order (a JSON array, maybe empty). */
export const directoryPhotoIds = sql<number[]>`coalesce((select json_agg(${vehicleImages.id} order by
  ${vehicleImages.position}, ${vehicleImages.id}) from ${vehicleImages} where ${approvedCarPhotos}), '[]'::json)`;
