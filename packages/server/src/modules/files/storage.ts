import { createReadStream } from "node:fs";
import { mkdir, open, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/** Where uploaded files live: a local folder (one instance), or an S3-compatible bucket (s3-storage.ts). */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  read(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
}

/** Files under DATA_DIR/uploads, by key (keys are ours: random, no user input). */
export function localStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    const resolved = path.resolve(root, key);
    if (!resolved.startsWith(path.resolve(root) + path.sep)) throw new Error(`bad storage key ${key}`);
    return resolved;
  };
  return {
    async put(key, data) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async read(key) {
      // Opened first, so that a missing file is known before the reply starts.
      const handle = await open(pathOf(key), "r").catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      });
      return handle ? createReadStream("", { fd: handle }) : null;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
