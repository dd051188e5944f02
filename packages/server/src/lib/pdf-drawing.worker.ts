import { pathToFileURL } from "node:url";
import { Piscina } from "piscina";
import { hasMemoryToItself } from "./own-memory.ts";

// Issue 41: the task a thread of pdf-threads.ts runs: it loads a drawing file (cached by the thread's module loader,
// so pdfkit and the fonts' metrics are read once per thread) and calls one of its functions.

export interface PdfDrawingTask {
  /** The drawing file's path. */
  file: string;
  /** The exported function that draws, returning the PDF's bytes. */
  name: string;
  args: unknown[];
}

type Draw = (...args: unknown[]) => Promise<Uint8Array>;

export default async function drawPdfTask({ file, name, args }: PdfDrawingTask) {
  const drawing = (await import(pathToFileURL(file).href)) as Record<string, Draw | undefined>;
  const draw = drawing[name];
  if (!draw) throw new Error(`${file} exports no drawing named ${name}`);
  const pdf = await draw(...args);
  // Handed over rather than copied; a Buffer that shares its memory with others is copied first.
  const own = hasMemoryToItself(pdf) ? pdf : new Uint8Array(pdf);
  return Piscina.move(own);
}
