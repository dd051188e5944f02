import { randomBytes } from "node:crypto";
import type { ImageProcessor } from "../files/images.ts";
import type { UrlSigner } from "../files/signed-urls.ts";
import type { FileStorage } from "../files/storage.ts";

// Issue 46: a candidate's photo, checked and re-encoded as the cars' and the listings' photos are (files' image
// processor: PNG or JPEG by its bytes, EXIF dropped), kept at the thumbnail's size (a face on a ballot), under a
// random key of ours. Its URL is signed for an hour and names the key, so a new photo is a new URL.

export interface PhotoContext {
  storage: FileStorage;
  signer: UrlSigner;
  images: ImageProcessor;
}

const keyPattern = /^elections\/([A-Za-z0-9_-]{16})\.jpg$/;

export const electionPhotoPath = (nominationId: number, name: string) =>
  `/api/v1/election_photos/${nominationId}/${name}`;

/** Checks and stores the photo before anything is written; its key (removed again if the write fails). */
export async function storeElectionPhoto(context: Pick<PhotoContext, "storage" | "images">, upload: Buffer) {
  const image = await context.images.process(upload);
  const key = `elections/${randomBytes(12).toString("base64url")}.jpg`;
  await context.storage.put(key, image.thumbnail, "image/jpeg");
  return key;
}

export async function removeElectionPhotoFiles(context: Pick<PhotoContext, "storage">, keys: string[]) {
  for (const key of keys) await context.storage.remove(key);
}

/** The photo's name in its URL (the random part of its key). */
export const photoNameOf = (key: string) => keyPattern.exec(key)?.[1] ?? null;
export const photoKeyOf = (name: string) => `elections/${name}.jpg`;

/** A signed URL of the nomination's photo, or null without one. */
export async function signedPhotoUrl(
  context: Pick<PhotoContext, "signer">,
  nomination: { id: number; photoKey: string | null },
) {
  const name = nomination.photoKey ? photoNameOf(nomination.photoKey) : null;
  return name ? context.signer.sign(electionPhotoPath(nomination.id, name)) : null;
}
