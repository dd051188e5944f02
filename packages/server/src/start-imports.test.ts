import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const serverDir = fileURLToPath(new URL("..", import.meta.url));

// Issue 41: what a process loads to start (the modules main.ts imports, the photo processor and the file storage it
// makes), recorded by a load hook in a node of its own: the heavy libraries wait for their first use.
const script = `
import { registerHooks } from "node:module";
const loaded = [];
registerHooks({ load(url, context, nextLoad) { loaded.push(url); return nextLoad(url, context); } });
const { parseConfig } = await import("./src/config.ts");
await import("./src/app.ts");
await import("./src/db/seed/seed.ts");
await import("./src/modules/jobs/job-queue.ts");
const { createImageProcessor } = await import("./src/modules/files/images.ts");
const { storageFor } = await import("./src/modules/files/s3-storage.ts");
const config = parseConfig({ S3_BUCKET: "photos", S3_REGION: "eu-west-1" });
createImageProcessor(config.images);
storageFor(config);
console.log(JSON.stringify(loaded));
`;

describe("a start", () => {
  it("loads no image, file-type, S3, mail, QR code or ISO 3166 library until one is used", {
    timeout: 120_000,
  }, async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "--conditions=@club/source", "--input-type=module", "-e", script],
      { cwd: serverDir, maxBuffer: 10 * 1024 * 1024 },
    );
    const loaded = JSON.parse(stdout) as string[];
    const packages = new Set(
      loaded.flatMap((url) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1] ?? []),
    );
    expect(packages).toContain("fastify");
    for (const heavy of ["sharp", "file-type", "@aws-sdk/client-s3", "nodemailer", "qrcode", "iso-3166"])
      expect(packages).not.toContain(heavy);
  });
});
