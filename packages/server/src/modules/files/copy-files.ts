import { buffer } from "node:stream/consumers";
import type { FileStorage } from "./storage.ts";

// Moving to several instances (`npm run photos:to-s3`): every stored photo, original and thumbnail, from one storage
// to another. Each module whose rows name stored files hands in its pages of them (the cars', the listings').

/** A stored photo as its module's rows name it. */
export interface StoredPhoto {
  id: number;
  storageKey: string;
  thumbnailKey: string;
  contentType: string;
}

export interface CopyProgress {
  done: number;
  total: number;
  copied: number;
  missing: string[];
}

/**
 * Copies the photos `pageAfter` reads (100 at a time, by id) from `from` to `to`. Files the target already has are
 * skipped, so a run that stopped can be run again; the source is left as it was.
 */
export async function copyStoredPhotos(
  from: FileStorage,
  to: FileStorage & { has(key: string): Promise<boolean> },
  photos: { total: number; pageAfter(afterId: number, limit: number): Promise<StoredPhoto[]> },
  onProgress: (progress: CopyProgress) => void,
): Promise<CopyProgress> {
  const progress: CopyProgress = { done: 0, total: photos.total, copied: 0, missing: [] };
  for (let page = await photos.pageAfter(0, 100); page.length > 0; ) {
    for (const image of page) {
      for (const [key, contentType] of [
        [image.storageKey, image.contentType],
        [image.thumbnailKey, "image/jpeg"],
      ] as const) {
        if (await to.has(key)) continue;
        const body = await from.read(key);
        if (!body) {
          progress.missing.push(key);
          continue;
        }
        await to.put(key, await buffer(body), contentType);
        progress.copied += 1;
      }
      progress.done += 1;
    }
    onProgress(progress);
    page = await photos.pageAfter(page.at(-1)?.id ?? 0, 100);
  }
  return progress;
}
