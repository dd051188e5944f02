import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client.ts";
import type { ImageProcessor } from "../files/images.ts";
import type { FileStorage } from "../files/storage.ts";
import { countImages, findImageKeysAfter } from "./listings.repository.ts";

// Issue 44: a listing's own photos, checked, shrunk and stored as the cars' photos are (files' image processor and
// storage: a folder, or S3 when configured), under keys of our own.

/** Checks and stores a photo before anything is written; returns its keys, to remove if the write fails. */
export async function storeListingPhoto(
  context: { storage: FileStorage; images: ImageProcessor },
  upload: Buffer,
) {
  const image = await context.images.process(upload);
  const name = randomBytes(12).toString("base64url");
  const extension = image.contentType === "image/png" ? "png" : "jpg";
  const entry = {
    storageKey: `listings/${name}.${extension}`,
    thumbnailKey: `listings/${name}.thumb.jpg`,
    contentType: image.contentType,
    size: image.original.length,
  };
  await context.storage.put(entry.storageKey, image.original, image.contentType);
  await context.storage.put(entry.thumbnailKey, image.thumbnail, "image/jpeg");
  return entry;
}

/** Removes photos' files, once no row names them (a photo removed, a draft deleted, a member forgotten). */
export async function removeListingPhotoFiles(
  context: { storage: FileStorage },
  photos: { storageKey: string; thumbnailKey: string }[],
) {
  for (const photo of photos) {
    await context.storage.remove(photo.storageKey);
    await context.storage.remove(photo.thumbnailKey);
  }
}

/** The listings' photos, for copying them to a bucket (`npm run photos:to-s3`, files' copyStoredPhotos). */
export async function listingPhotoFiles(context: { db: Db }) {
  return {
    total: await countImages(context.db),
    pageAfter: (afterId: number, limit: number) => findImageKeysAfter(context.db, afterId, limit),
  };
}
