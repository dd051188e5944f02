import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { freePort } from "./cluster.ts";

/** An S3-protocol server (s3rver) on a temp directory, with one bucket. */
export async function startS3(bucket: string) {
  const directory = mkdtempSync(path.join(tmpdir(), "club-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: await freePort(),
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    close: () => server.close(),
  };
}
