import { readImportFile } from "./import-file.ts";
import { ImportFileError, type ImportSheet } from "./import-file-limits.ts";

// Issue 24: the task a worker thread of import-file-reader.ts runs. What it returns crosses back by structured
// clone, which keeps plain data but not classes: a refusal comes back as its message, not as an ImportFileError.

export interface ImportFileTask {
  fileName: string;
  /** The file's bytes (a Buffer arrives as a plain Uint8Array). */
  data: Uint8Array;
}

export type ImportFileResult = { sheets: ImportSheet[] } | { refusal: string };

export default async function readImportFileTask(task: ImportFileTask): Promise<ImportFileResult> {
  const data = Buffer.from(task.data.buffer, task.data.byteOffset, task.data.byteLength);
  try {
    return { sheets: await readImportFile(task.fileName, data) };
  } catch (error) {
    if (error instanceof ImportFileError) return { refusal: error.message };
    throw error;
  }
}
