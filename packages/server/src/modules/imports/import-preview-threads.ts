import { MessageChannel } from "node:worker_threads";
import { Piscina } from "piscina";
import { threadWorkerFile } from "../../lib/thread-worker-file.ts";
import type { PreviewAnswer, PreviewInput, PreviewReads } from "./import-analysis.ts";
import type { PreviewRead, PreviewReadAnswer, PreviewTask } from "./import-preview.worker.ts";

// Issue 41: the import's preview works on its rows in a worker thread (import-preview.worker.ts), as the roster file
// is read in one (import-file-reader.ts): at 20,000 rows and 50,000 accounts the thread answering members was held
// for a third of a second at once on PostgreSQL. One pool per app, made on the first preview, closed with the app.

/** Works on a preview's rows off the request thread; the reads it asks for are answered here, by `reads`. */
export interface ImportPreviewThreads {
  analyse(input: PreviewInput, reads: PreviewReads): Promise<PreviewAnswer>;
  close(): Promise<void>;
}

/** One thread: previews are rare (an office at a time), and a 2-core server keeps a core for requests. */
const threads = 1;
/** A thread left idle this long ends, so an idle server holds none; the next preview starts one again. */
const idleMs = 30_000;

const workerFile = threadWorkerFile(import.meta.url, "import-preview.worker");

async function answer(reads: PreviewReads, request: PreviewRead): Promise<string[] | unknown[]> {
  switch (request.read) {
    case "memberStates":
      return reads.memberStates(request.ids);
    case "registryCars":
      return reads.registryCars(request.serialKeys);
    case "vehicleKeys":
      return reads.vehicleKeys(request.memberIds);
  }
}

export function createImportPreviewThreads(): ImportPreviewThreads {
  let pool: Piscina<PreviewTask, PreviewAnswer> | undefined;
  return {
    async analyse(input, reads) {
      pool ??= new Piscina<PreviewTask, PreviewAnswer>({
        ...workerFile,
        minThreads: 0,
        maxThreads: threads,
        idleTimeout: idleMs,
      });
      const { port1: here, port2: there } = new MessageChannel();
      // A read that fails (the database, the transaction) fails the preview with its own error, not the thread's.
      let failure: unknown;
      here.on("message", (request: PreviewRead) => {
        answer(reads, request).then(
          (value) => here.postMessage({ id: request.id, value } as PreviewReadAnswer),
          (error: unknown) => {
            failure ??= error;
            here.postMessage({ id: request.id, failed: true } satisfies PreviewReadAnswer);
          },
        );
      });
      try {
        return await pool.run({ input, port: there }, { transferList: [there] });
      } catch (error) {
        throw failure ?? error;
      } finally {
        here.close();
      }
    },
    close: async () => {
      await pool?.destroy();
    },
  };
}
