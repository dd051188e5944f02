import { move, transferableSymbol, valueSymbol } from "piscina";
import { readImportFile } from "./import-file.ts";
import { ImportFileError, type ImportSheet } from "./import-file-limits.ts";
import { type StoredSheet, storedSheet } from "./import-row-chunks.ts";

// Issue 24: the task a worker thread of import-file-reader.ts runs. What it returns crosses back by structured
// clone, which keeps plain data but not classes: a refusal comes back as its message, not as an ImportFileError.
// Issue 41: for the upload, the sheets come back ready to store (import-row-chunks.ts), not as rows of cells, their
// chunks' bytes moved rather than copied.

export interface ImportFileTask {
  fileName: string;
  /** The file's bytes (a Buffer arrives as a plain Uint8Array). */
  data: Uint8Array;
  /** `sheets`: the rows of cells as read; `stored`: the rows as the upload stores them. */
  as: "sheets" | "stored";
}

export type ImportFileResult = { sheets: ImportSheet[] } | { stored: StoredSheet[] } | { refusal: string };

export default async function readImportFileTask(task: ImportFileTask): Promise<ImportFileResult> {
  const data = Buffer.from(task.data.buffer, task.data.byteOffset, task.data.byteLength);
  try {
    const sheets = await readImportFile(task.fileName, data);
    if (task.as === "sheets") return { sheets };
    const stored = sheets.map((sheet) => storedSheet(sheet));
    const chunks = stored.flatMap((sheet) => sheet.chunks.map((chunk) => chunk.buffer));
    // Piscina posts the value and moves what the first key lists; the caller receives `{ stored }`.
    return move({ [transferableSymbol]: chunks, [valueSymbol]: { stored } }) as unknown as ImportFileResult;
  } catch (error) {
    if (error instanceof ImportFileError) return { refusal: error.message };
    throw error;
  }
}
