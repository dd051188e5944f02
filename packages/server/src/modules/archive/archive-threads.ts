import { Piscina } from "piscina";
import { threadWorkerFile } from "../../lib/thread-worker-file.ts";
import type { ArchiveThreadTask, ReadPage } from "./archive-pages.worker.ts";
import type { PageClues } from "./page-clues.ts";

// Issue 45: the archive's pages are read in one worker thread (pdf.js, its drawing, and Tesseract, which starts a
// thread of its own): one issue at a time is the job's pace, and a 2-core server keeps a core for members. The thread
// ends when idle, and with it the OCR engine's memory (~150 MB), so an idle server holds neither.

const idleMs = 30_000;
/**
 * A PDF made to hang pdf.js, or a page that takes OCR forever, is given up on: the call is aborted and its thread
 * ended (the next call starts a fresh one). Counting pages takes well under a second; four pages of scans, a few.
 */
const countTimeoutMs = 30_000;
const readTimeoutMs = 180_000;
const workerFile = threadWorkerFile(import.meta.url, "archive-pages.worker");

let pool: Piscina<ArchiveThreadTask, number | null | ReadPage[] | PageClues[]> | undefined;

function readingThread() {
  pool ??= new Piscina({ ...workerFile, minThreads: 0, maxThreads: 1, idleTimeout: idleMs });
  return pool;
}

/** The PDF's number of pages; null when pdf.js cannot open it (damaged, a password, not a PDF after all). */
export async function countPdfPages(file: string): Promise<number | null> {
  return (await readingThread().run(
    { kind: "count", file },
    { signal: AbortSignal.timeout(countTimeoutMs) },
  )) as number | null;
}

/** Pages `from` to `to` (from 1) of the PDF, read: their text (OCR for a scan) and pictures. */
export async function readPdfPages(file: string, from: number, to: number): Promise<ReadPage[]> {
  const signal = AbortSignal.timeout(readTimeoutMs);
  return (await readingThread().run({ kind: "read", file, from, to }, { signal })) as ReadPage[];
}

/** What each of these pages' words give the registry's matching (pages read before, matched again). */
export async function cluesOfPages(texts: string[]): Promise<PageClues[]> {
  const signal = AbortSignal.timeout(countTimeoutMs);
  return (await readingThread().run({ kind: "clues", texts }, { signal })) as PageClues[];
}

/** The tests' end: the thread goes with its OCR engine. */
export async function closeReadingThread() {
  await pool?.destroy();
  pool = undefined;
}
