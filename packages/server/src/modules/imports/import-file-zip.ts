import type { Readable } from "node:stream";
import yauzl, { type Entry } from "yauzl";
import { ImportFileError, importFileMessages, importLimits } from "./import-file-limits.ts";

// Issue 24: an XLSX is a zip of XML parts, and a reader (excelts, as exceljs before it) inflates every part in memory before it reads a cell, so a
// small file can unpack to gigabytes (a zip bomb). Before the reader sees it: the number of parts and the sizes they
// claim, from the zip's central directory; then each part inflated as a stream and dropped, which yauzl stops as soon
// as a part unpacks to more than it claimed (a bomb may lie), counting each worksheet's rows on the way.

const worksheetPart = /^xl\/worksheets\/[^/]+\.xml$/i;

/** Refuses the workbook with ImportFileError when it is past a limit or is no zip yauzl can read. */
export async function checkWorkbookZip(data: Buffer): Promise<void> {
  const zip = await yauzl.fromBufferPromise(data).catch(() => {
    throw new ImportFileError(importFileMessages.notWorkbook);
  });
  try {
    if (zip.entryCount > importLimits.xlsxParts) throw new ImportFileError(importFileMessages.tooManyParts);
    const parts: Entry[] = [];
    for await (const part of zip.eachEntry()) parts.push(part);
    const unpacked = parts.reduce((sum, part) => sum + part.uncompressedSize, 0);
    if (unpacked > importLimits.xlsxUnpackedBytes) {
      throw new ImportFileError(importFileMessages.unpackedTooLarge);
    }
    for (const part of parts) {
      const rows = await inflatePart(
        await zip.openReadStreamPromise(part),
        worksheetPart.test(part.fileName),
      );
      if (rows > importLimits.rows + 1) throw new ImportFileError(importFileMessages.worksheetTooManyRows);
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(importFileMessages.notWorkbook);
  } finally {
    zip.close();
  }
}

// A row element that holds cells: `<row r="2">` or `<x:row …>`, not an empty `<row r="2"/>`.
const rowStart = /<(?:[\w.-]+:)?row\b[^>]*>/g;
/** A row's opening tag is far shorter; a longer unfinished tag is no row and is not carried on. */
const longestTag = 4096;

/**
 * Reads a part to its end, its bytes thrown away; for a worksheet, the rows that hold cells (an upper bound of
 * those the .xlsx reader would find: a row of empty cells counts too), stopping once they are past the limit. A tag cut
 * between two chunks is carried to the next.
 */
async function inflatePart(stream: Readable, countRows: boolean): Promise<number> {
  let rows = 0;
  let carry = "";
  for await (const chunk of stream) {
    if (!countRows) continue;
    const text = carry + (chunk as Buffer).toString("latin1");
    const open = text.lastIndexOf("<");
    const finished = open < 0 || text.includes(">", open);
    for (const [tag] of (finished ? text : text.slice(0, open)).matchAll(rowStart)) {
      if (!tag.endsWith("/>")) rows += 1;
    }
    carry = finished || text.length - open > longestTag ? "" : text.slice(open);
    if (rows > importLimits.rows + 1) break;
  }
  return rows;
}
