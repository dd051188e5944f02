import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Image as CanvasImage } from "@napi-rs/canvas";
import type { Worker as OcrWorker } from "tesseract.js";
import { getDocumentProxy, renderPageAsImage } from "unpdf";
import { type PageClues, pageClues } from "./page-clues.ts";

// Issue 45: an issue's pages are read in this thread, never on the thread answering members: pdf.js opens the PDF
// and gives each page's text layer and a picture of it (drawn by @napi-rs/canvas); a page with no text layer (a scan)
// is read by Tesseract (tesseract.js, which runs its WebAssembly in a thread of its own) from the English data
// installed with the package (@tesseract.js-data/eng), never downloaded.

export type ArchiveThreadTask =
  | { kind: "count"; file: string }
  | { kind: "read"; file: string; from: number; to: number }
  | { kind: "clues"; texts: string[] };

export interface ReadPage {
  pageNo: number;
  text: string;
  ocr: boolean;
  /** The page as a picture ~1200 px wide (WebP), and small for results (WebP, 240 px wide). */
  image: Uint8Array;
  thumbnail: Uint8Array;
  clues: PageClues;
}

/** A page with fewer letters than this in its text layer is taken for a scan and read by OCR. */
const textLayerMinLetters = 20;
const imageWidth = 1200;
const thumbnailWidth = 240;
/** Tesseract reads best near 300 dpi: an A4 or letter page drawn 2,400 px wide. */
const ocrWidth = 2400;
/** A page drawn no taller than this many times its width: a hostile page 1 pt wide and a mile long stays small. */
const tallestRatio = 4;

const canvasImport = () => import("@napi-rs/canvas");

let opened: { file: string; pdf: Awaited<ReturnType<typeof getDocumentProxy>> } | undefined;
let ocr: Promise<OcrWorker> | undefined;

async function open(file: string) {
  if (opened?.file !== file) {
    await opened?.pdf.loadingTask.destroy();
    opened = undefined;
    const pdf = await getDocumentProxy(new Uint8Array(await readFile(file)));
    opened = { file, pdf };
  }
  return opened.pdf;
}

function ocrWorker() {
  ocr ??= (async () => {
    const { createWorker, OEM } = await import("tesseract.js");
    const require = createRequire(import.meta.url);
    const data = path.join(
      path.dirname(require.resolve("@tesseract.js-data/eng/package.json")),
      "4.0.0_best_int",
    );
    return createWorker("eng", OEM.LSTM_ONLY, { langPath: data, gzip: true, cacheMethod: "none" });
  })();
  return ocr;
}

async function pageText(pdf: Awaited<ReturnType<typeof getDocumentProxy>>, pageNo: number) {
  const page = await pdf.getPage(pageNo);
  const content = await page.getTextContent();
  let text = "";
  for (const item of content.items) {
    if (!("str" in item)) continue;
    text += item.str + (item.hasEOL ? "\n" : " ");
  }
  page.cleanup();
  return tidy(text);
}

/** The page drawn `width` wide, or less where that would make it taller than `tallestRatio` widths. */
async function drawnSize(pdf: Awaited<ReturnType<typeof getDocumentProxy>>, pageNo: number, width: number) {
  const page = await pdf.getPage(pageNo);
  const { width: pageWidth, height: pageHeight } = page.getViewport({ scale: 1 });
  const scale = Math.min(width / pageWidth, (width * tallestRatio) / pageHeight);
  return { canvasImport, scale };
}

const letters = (text: string) => text.replace(/\W/g, "").length;

/** One space between words, no space at a line's ends, and none of the marks the search's snippets use. */
function tidy(text: string) {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed (the snippets' marks among them).
      .replace(/[\u0000-\u0008\u000b-\u001f]/g, "")
      .replace(/[ \t]+/g, " ")
      .replace(/ ?\n ?/g, "\n")
      .trim()
  );
}

async function scaled(image: CanvasImage, width: number) {
  const { createCanvas } = await canvasImport();
  const height = Math.max(1, Math.round((image.height * width) / image.width));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return new Uint8Array(await canvas.encode("webp", 80));
}

async function readPage(file: string, pageNo: number): Promise<ReadPage> {
  const pdf = await open(file);
  const { Image } = await canvasImport();
  let text = await pageText(pdf, pageNo);
  const drawn = new Image();
  drawn.src = Buffer.from(await renderPageAsImage(pdf, pageNo, await drawnSize(pdf, pageNo, imageWidth)));
  let ocr = false;
  if (letters(text) < textLayerMinLetters) {
    // A scan (or a page of pictures with a caption): OCR reads the picture, and its words stand when they say more.
    const large = Buffer.from(await renderPageAsImage(pdf, pageNo, await drawnSize(pdf, pageNo, ocrWidth)));
    const read = tidy((await (await ocrWorker()).recognize(large)).data.text);
    if (letters(read) > letters(text)) [text, ocr] = [read, true];
  }
  return {
    pageNo,
    text,
    ocr,
    image: await scaled(drawn, Math.min(imageWidth, drawn.width)),
    thumbnail: await scaled(drawn, thumbnailWidth),
    clues: pageClues(text),
  };
}

/**
 * Piscina's entry: the number of pages of a PDF (null when pdf.js cannot open it), some of its pages read, or the
 * clues of pages read before (to match them against the registry again).
 */
export default async function run(
  task: ArchiveThreadTask,
): Promise<number | null | ReadPage[] | PageClues[]> {
  if (task.kind === "clues") return task.texts.map(pageClues);
  if (task.kind === "count") {
    try {
      return (await open(task.file)).numPages;
    } catch {
      return null;
    }
  }
  const pages: ReadPage[] = [];
  for (let pageNo = task.from; pageNo <= task.to; pageNo++) pages.push(await readPage(task.file, pageNo));
  return pages;
}
