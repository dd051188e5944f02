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
  const line = fitToWidth(doc, printable(text), width);
  const slack = width - doc.widthOfString(line);
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

function fitToWidth(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 0 && doc.widthOfString(`${cut}${ellipsis}`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}${ellipsis}`;
}

const typographic: Record<string, string> = { "‘": "'", "’": "'", "“": '"', "”": '"', "–": "-", "—": "-" };

/**
 * The standard fonts encode Latin-1 only: pdfkit prints other characters as garbage. Accents come off letters
 * outside it ("Ł" has none to remove, so becomes "?").
 */
export function printable(text: string): string {
  return Array.from(text.normalize("NFC"), (char) => {
    if (isLatin1(char)) return char;
    const bare = char.normalize("NFD").replace(/\p{M}/gu, "");
    return typographic[char] ?? (isLatin1(bare) ? bare : "?");
  }).join("");
}

function isLatin1(text: string): boolean {
  return Array.from(text).every((char) => char.charCodeAt(0) <= 0xff);
}
