import { darkRuns } from "@club/domain/qr-runs.rules";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";

// What every letter the portal prints shares (issue 15's renewal letters and labels, issue 16's claim letters): a
// US-Letter page in the standard PDF fonts, large type for members who are mostly over 65, text that never spills
// onto a second page, and the long US date.

export type Doc = PDFKit.PDFDocument;
type Font = "Helvetica" | "Helvetica-Bold";
export interface TextStyle {
  font?: Font;
  size?: number;
  color?: string;
}

export const inch = 72;
export const pageWidth = 8.5 * inch;
export const navy = "#1c3d5a";
export const ink = "#1a1a1a";
// Members are mostly over 65: nothing on a letter is set smaller than this.
const bodySize = 12;
export const margin = 0.75 * inch;
export const contentWidth = pageWidth - 2 * margin;
export const qrSize = 1.75 * inch;
const ellipsis = "...";

/** Where a page's rows end: a letter's bottom margin. */
const pageBottom = 10.25 * inch;

/** `y` when a row of `height` fits on the page there; else a new page, and its top. */
export function rowOnPage(doc: Doc, y: number, height: number): number {
  if (y + height <= pageBottom) return y;
  doc.addPage();
  return margin;
}

export function createLetterDocument(info: PDFKit.DocumentInfo): Doc {
  return new PDFDocument({ size: "LETTER", margin: 0, autoFirstPage: false, info });
}

/** Listens before anything is drawn, so no chunk of the stream is missed. */
export function collectPdf(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

/**
 * A QR code of `text` drawn straight into the page as squares (issue 24): no image to encode and decode again, and
 * sharp at any printer's resolution. Each row's run of dark modules is one rectangle, all filled at once; a quiet
 * zone of one module is left around it, as the PNG had.
 */
export function drawQrCode(doc: Doc, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text);
  const cell = size / (modules.size + 2);
  doc.save();
  for (const { row, start, length } of darkRuns(modules))
    doc.rect(x + (start + 1) * cell, y + (row + 1) * cell, length * cell, cell);
  doc.fill("#000").restore();
}

/** One line that never wraps: cut with "..." when it is wider than `width`. */
export function writeLine(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle,
  align: "left" | "right" | "center" = "left",
) {
  applyStyle(doc, style);
  const measure = measurer(doc, style);
  const line = fitToWidth(measure, printable(text), width);
  const slack = width - measure(line);
  const offset = align === "right" ? slack : align === "center" ? slack / 2 : 0;
  doc.text(line, x + offset, y, { lineBreak: false });
}

/** Wrapped text inside a box: with a height, pdfkit ends the last line with an ellipsis instead of a new page. */
export function writeBox(doc: Doc, text: string, x: number, y: number, height: number, style: TextStyle) {
  applyStyle(doc, style);
  doc.text(printable(text), x, y, { width: contentWidth, height, ellipsis, lineGap: 1 });
}

function applyStyle(doc: Doc, { font = "Helvetica", size = bodySize, color = ink }: TextStyle) {
  doc.font(font).fontSize(size).fillColor(color);
}

// A document of many letters measures the same strings on every page (the club's name, the slip's words, the
// amounts): each is measured once per document and style (issue 41: measuring was a fifth of a letter's drawing).
const measuredWidths = new WeakMap<Doc, Map<string, number>>();

/** The width of a string in `style`, the style already applied to `doc`. */
function measurer(doc: Doc, { font = "Helvetica", size = bodySize }: TextStyle) {
  let widths = measuredWidths.get(doc);
  if (!widths) {
    widths = new Map();
    measuredWidths.set(doc, widths);
  }
  const known = widths;
  return (text: string) => {
    const key = `${font}\u0000${size}\u0000${text}`;
    let width = known.get(key);
    if (width === undefined) {
      width = doc.widthOfString(text);
      known.set(key, width);
    }
    return width;
  };
}

function fitToWidth(measure: (text: string) => number, text: string, width: number): string {
  if (measure(text) <= width) return text;
  let cut = text;
  while (cut.length > 0 && measure(`${cut}${ellipsis}`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}${ellipsis}`;
}

const typographic: Record<string, string> = { "‘": "'", "’": "'", "“": '"', "”": '"', "–": "-", "—": "-" };

/**
 * The standard fonts encode Latin-1 only: pdfkit prints other characters as garbage. Accents come off letters
 * outside it ("Ł" has none to remove, so becomes "?").
 */
export function printable(text: string): string {
  const composed = text.normalize("NFC");
  // Nearly every string is Latin-1 already: it is printed as it is, without a look at each character.
  if (!beyondLatin1.test(composed)) return composed;
  return Array.from(composed, (char) => {
    if (isLatin1(char)) return char;
    const bare = char.normalize("NFD").replace(/\p{M}/gu, "");
    return typographic[char] ?? (isLatin1(bare) ? bare : "?");
  }).join("");
}

// Any UTF-16 unit past Latin-1, a surrogate of a character outside the BMP included.
const beyondLatin1 = /[\u0100-\uffff]/;

function isLatin1(text: string): boolean {
  return Array.from(text).every((char) => char.charCodeAt(0) <= 0xff);
}
