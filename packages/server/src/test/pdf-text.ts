import { extractText, getDocumentProxy } from "unpdf";

/** A PDF the app wrote, opened for reading back (pdf.js, through unpdf). */
export const readPdf = (pdf: Buffer | Uint8Array) => getDocumentProxy(new Uint8Array(pdf));

/** The text of each page, in order. */
export async function pdfPageTexts(pdf: Buffer | Uint8Array): Promise<string[]> {
  return (await extractText(await readPdf(pdf))).text;
}
