import { createReadStream } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/** Where uploaded files live; a local folder today, an object store (S3) can implement the same. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Readable;
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
    read: (key) => createReadStream(pathOf(key)),
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
