import { Piscina } from "piscina";
import { AppError } from "../../lib/app-error.ts";
import { hasMemoryToItself } from "../../lib/own-memory.ts";
import { threadWorkerFile } from "../../lib/thread-worker-file.ts";
import type { ImportFileResult, ImportFileTask } from "./import-file.worker.ts";
import { ImportFileError, type ImportSheet, importFileMessages } from "./import-file-limits.ts";
import type { StoredSheet } from "./import-row-chunks.ts";

// Issue 24: a roster file is read in a worker thread, so that the thread answering every member's request is never
// the one parsing a million-row CSV or inflating a workbook. One pool per app, closed with it.

/**
 * Reads an uploaded roster into sheets, off the request thread; refuses with ImportFileError as readImportFile. The
 * bytes given are the reader's from then on: a Buffer with its memory to itself is emptied (`movable`).
 */
export interface ImportFileReader {
  read(fileName: string, data: Buffer): Promise<ImportSheet[]>;
  /** Issue 41: the same sheets, their rows ready to store (import-row-chunks.ts), as the upload wants them. */
  readForStorage(fileName: string, data: Buffer): Promise<StoredSheet[]>;
  close(): Promise<void>;
}

/** One thread: on a small server the other core keeps answering requests while a file is read. */
const threads = 1;
/** Files waiting for the thread; past these the office is asked to try again. */
const maxWaiting = 4;
/** The .xlsx reader holds a workbook that unpacks to 100 MB in about 900 MB of heap; a worker that needs more stops. */
const defaultHeapMb = 1536;
/** A thread left idle this long ends; the next file starts one again (about half a second). */
const idleMs = 60_000;

const workerFile = threadWorkerFile(import.meta.url, "import-file.worker");

/**
 * Issue 41: a file's bytes are moved to the worker when the Buffer has its memory to itself (an upload's, up to
 * 20 MB), and the caller's Buffer is empty afterwards. Copied, a 19 MB roster was serialised on the thread that
 * answers members for 120-240 ms. A small Buffer shares Node's pool with others: it is copied.
 */
function movable(data: Uint8Array): ArrayBuffer[] {
  return hasMemoryToItself(data) ? [data.buffer as ArrayBuffer] : [];
}

/** `heapMb`: the worker's heap (tests give a small one to see a worker run out). */
export function createImportFileReader({ heapMb = defaultHeapMb } = {}): ImportFileReader {
  const pool = new Piscina<ImportFileTask, ImportFileResult>({
    ...workerFile,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: idleMs,
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
  });
  async function run(task: ImportFileTask) {
    if (pool.queueSize >= maxWaiting) {
      throw new AppError("too_many_requests", { base: [importFileMessages.busy] }, 60);
    }
    const result = await pool.run(task, { transferList: movable(task.data) }).catch((error: unknown) => {
      // A file that needs more than the worker's heap ends that worker, not the server.
      if ((error as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY") {
        throw new ImportFileError(importFileMessages.tooLargeToRead);
      }
      throw error;
    });
    if ("refusal" in result) throw new ImportFileError(result.refusal);
    return result;
  }
  return {
    async read(fileName, data) {
      const result = await run({ fileName, data, as: "sheets" });
      return "sheets" in result ? result.sheets : [];
    },
    async readForStorage(fileName, data) {
      const result = await run({ fileName, data, as: "stored" });
      return "stored" in result ? result.stored : [];
    },
    close: () => pool.destroy(),
  };
}
