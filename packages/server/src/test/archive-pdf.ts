import { readFileSync } from "node:fs";
import PDFDocument from "pdfkit";

// Issue 45: PDFs made in the test: pages of text (a text layer), and pages that are only a picture of words (a scan,
// no text layer), from a short bundled image whose words are known.

/** A picture (PNG) of three lines of words: "The Pierce-Arrow touring car won / its class at Hershey in October. / Chassis number 2071485". */
export const scannedWords = readFileSync(new URL("./fixtures/scanned-words.png", import.meta.url));

export type TestPdfPage = { text: string } | { image: Buffer };

export async function archivePdf(pages: TestPdfPage[]): Promise<Buffer> {
  const document = new PDFDocument({ autoFirstPage: false, size: "LETTER" });
  const parts: Buffer[] = [];
  document.on("data", (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve) => document.on("end", resolve));
  for (const page of pages) {
    document.addPage();
    if ("text" in page) document.fontSize(12).text(page.text, 72, 72, { width: 468 });
    else document.image(page.image, 36, 72, { width: 540 });
  }
  document.end();
  await ended;
  return Buffer.concat(parts);
}
