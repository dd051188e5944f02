import { extractText, getDocumentProxy } from "unpdf";

// Node 20 lacks ArrayBuffer#transferToFixedLength (Node 21+), which the pdf.js inside unpdf calls when it loads a
// font: without it a page's drawing operations stop at its first text, and the images drawn after that go unseen.
if (!("transferToFixedLength" in ArrayBuffer.prototype)) {
  Object.defineProperty(ArrayBuffer.prototype, "transferToFixedLength", {
    value(this: ArrayBuffer, length = this.byteLength) {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    },
  });
}

/** A PDF the app wrote, opened for reading back (pdf.js, through unpdf). */
export const readPdf = (pdf: Buffer | Uint8Array) => getDocumentProxy(new Uint8Array(pdf));

/** The text of each page, in order. */
export async function pdfPageTexts(pdf: Buffer | Uint8Array): Promise<string[]> {
  return (await extractText(await readPdf(pdf))).text;
}
