import { Piscina } from "piscina";
import type { PdfDrawingTask } from "./pdf-drawing.worker.ts";
import { fileBeside, threadWorkerFile } from "./thread-worker-file.ts";

// Issue 41: every PDF the portal prints (letters, labels, badges, the gate list, results, cards, receipts) is drawn
// in a worker thread, so the thread that answers members never spends seconds in pdfkit. The caller gathers plain
// data (rows, the club's settings, dates already in the club's time zone, images as bytes); the thread loads the
// drawing file, draws and gives back the PDF's bytes. pdfkit is loaded in threads only, never by the server's start.

/** A function of a drawing file, named so a thread can load it: made by `pdfDrawing` beside the drawing's caller. */
export interface PdfDrawing<Draw extends (...args: never[]) => Promise<Uint8Array>> {
  file: string;
  name: string;
  /** Only carries Draw's type, so drawPdf checks its arguments; never set. */
  draw?: Draw;
}

/**
 * `pdfDrawing<typeof renderReceipt>(import.meta.url, "receipt-pdf", "renderReceipt")`: the function `name` of the
 * file `baseName` in the caller's folder. The type is imported with `import type`, so the caller does not load the
 * drawing file (nor pdfkit); compiled (dist/), the file is the .js beside the caller, from the sources the .ts.
 */
export function pdfDrawing<Draw extends (...args: never[]) => Promise<Uint8Array>>(
  callerUrl: string,
  baseName: string,
  name: string,
): PdfDrawing<Draw> {
  return { file: fileBeside(callerUrl, baseName), name };
}

/** Two threads: one document drawing never waits behind another, and a 2-core server keeps a core for requests. */
const threads = 2;
/** A thread left idle this long ends, so an idle server holds none; the next PDF starts one (about 0.3 s). */
const idleMs = 30_000;

const workerFile = threadWorkerFile(import.meta.url, "pdf-drawing.worker");

let pool: Piscina<PdfDrawingTask, Uint8Array> | undefined;

// One pool for the process, made on the first PDF: a server that prints nothing starts no thread.
function drawingThreads() {
  pool ??= new Piscina<PdfDrawingTask, Uint8Array>({
    ...workerFile,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: idleMs,
  });
  return pool;
}

/** Draws a PDF in a worker thread with the given plain arguments (structured-cloned to the thread). */
export async function drawPdf<Draw extends (...args: never[]) => Promise<Uint8Array>>(
  drawing: PdfDrawing<Draw>,
  ...args: Parameters<Draw>
): Promise<Buffer> {
  const bytes = await drawingThreads().run({ file: drawing.file, name: drawing.name, args });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
