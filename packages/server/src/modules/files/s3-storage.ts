import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { Config } from "../../config.ts";
import { type FileStorage, localStorage } from "./storage.ts";

export type S3Settings = NonNullable<Config["s3"]>;

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Backblaze B2, DigitalOcean Spaces…), by key: every instance
 * sees every photo. The bucket must exist; the portal never creates or lists it. Photos are still served through
 * the portal's signed URLs, so the bucket stays private.
 */
export function s3Storage(settings: S3Settings): FileStorage & { has(key: string): Promise<boolean> } {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials ?? undefined,
  });
  const Bucket = settings.bucket;
  return {
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType }));
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body as Readable;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (error instanceof NotFound) return false;
        throw error;
      }
    },
  };
}

/** The storage the config chose: the bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function storageFor(config: Pick<Config, "s3" | "uploadsDir">): FileStorage {
  return config.s3 ? s3Storage(config.s3) : localStorage(config.uploadsDir);
}
