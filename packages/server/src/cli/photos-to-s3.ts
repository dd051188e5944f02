import { parseConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { copyStoredPhotos } from "../modules/files/copy-files.ts";
import { s3Storage } from "../modules/files/s3-storage.ts";
import { localStorage } from "../modules/files/storage.ts";
import { listingPhotoFiles } from "../modules/listings/listing-photo-files.ts";
import { carPhotoFiles } from "../modules/vehicles/vehicles.service.ts";

// Moving to several instances: copies the car photos and the marketplace listings' photos of DATA_DIR/uploads to the S3_BUCKET, with the portal's
// own environment (`npm run photos:to-s3`). Run it with the portal stopped on the embedded database; on
// PostgreSQL it can run beside it, then once more after the instances have switched to the bucket.
const config = parseConfig(process.env);
if (!config.s3) {
  console.error(
    "S3_BUCKET is not set: set the S3_* variables of the bucket to copy the photos to (.env.example).",
  );
  process.exit(2);
}
const database = await openDatabase(config);
try {
  const photos = [
    ["car", await carPhotoFiles(database)],
    ["listing", await listingPhotoFiles(database)],
  ] as const;
  for (const [kind, files] of photos) {
    const result = await copyStoredPhotos(
      localStorage(config.uploadsDir),
      s3Storage(config.s3),
      files,
      ({ done, total }) => console.log(`copied the ${kind} photos of ${done} of ${total} images`),
    );
    console.log(
      `${result.copied} ${kind} photo files copied to ${config.s3.bucket}; the rest were there already.`,
    );
    if (result.missing.length > 0) {
      console.error(`Not found in ${config.uploadsDir}: ${result.missing.join(", ")}`);
      process.exitCode = 1;
    }
  }
} finally {
  await database.close();
}
