import type { Readable } from "node:stream";
import type { Config } from "../../config.ts";
import { type FileStorage, localStorage } from "./storage.ts";

export type S3Settings = NonNullable<Config["s3"]>;

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Backblaze B2, DigitalOcean Spaces…), by key: every instance
 * sees every photo. The bucket must exist; the portal never creates or lists it. Photos are still served through
 * the portal's signed URLs, so the bucket stays private.
 */
export function s3Storage(settings: S3Settings): FileStorage & { has(key: string): Promise<boolean> } {
  // The S3 client is a large library: loaded at the first photo stored or read, not at start (issue 41).
  let connected:
    | Promise<{ s3: typeof import("@aws-sdk/client-s3"); client: import("@aws-sdk/client-s3").S3Client }>
    | undefined;
  const connect = () => {
    connected ??= import("@aws-sdk/client-s3").then((s3) => ({
      s3,
      client: new s3.S3Client({
        region: settings.region,
        endpoint: settings.endpoint ?? undefined,
        forcePathStyle: settings.forcePathStyle,
        credentials: settings.credentials ?? undefined,
      }),
    }));
    return connected;
  };
  const Bucket = settings.bucket;
  return {
    async put(key, data, contentType) {
      const { s3, client } = await connect();
      await client.send(new s3.PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType }));
    },
    async read(key) {
      const { s3, client } = await connect();
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }));
        return object.Body as Readable;
      } catch (error) {
        if (error instanceof s3.NoSuchKey) return null;
        throw error;
      }
    },
    async remove(key) {
      const { s3, client } = await connect();
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async has(key) {
      const { s3, client } = await connect();
      try {
        await client.send(new s3.HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (error instanceof s3.NotFound) return false;
        throw error;
      }
    },
  };
}

/** The storage the config chose: the bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function storageFor(config: Pick<Config, "s3" | "uploadsDir">): FileStorage {
  return config.s3 ? s3Storage(config.s3) : localStorage(config.uploadsDir);
}
