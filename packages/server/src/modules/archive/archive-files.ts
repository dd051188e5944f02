import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FileStorage } from "../files/storage.ts";

// Issue 45: where an issue's files live. The PDF and its pages' pictures are in the files' storage (a folder, or
// S3) under keys of the portal's making; the reading thread reads the PDF from a private temporary copy.

export const issueFileKey = () => `archive/${randomUUID()}.pdf`;
export const pageImageKey = (fileKey: string, pageNo: number, variant: "image" | "thumbnail") =>
  `${fileKey.replace(/\.pdf$/, "")}/${pageNo}-${variant}.webp`;

/** A temporary folder of the process's own for the PDF; removed with what it holds when `use` ends. */
export async function withTemporaryPdf<T>(
  source: Buffer | { storage: FileStorage; key: string },
  use: (file: string) => Promise<T>,
): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), "club-archive-"));
  const file = path.join(folder, "issue.pdf");
  try {
    if (Buffer.isBuffer(source)) await writeFile(file, source);
    else {
      const body = await source.storage.read(source.key);
      if (!body) throw new Error(`the archive's file ${source.key} is missing from storage`);
      await pipeline(body, createWriteStream(file));
    }
    return await use(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
