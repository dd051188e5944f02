// Issue 24: what a roster file may hold, in one place. Each limit is checked while the file is read, before the
// work grows past it: the bytes as the upload streams in (the route, 413), the rows, columns and cell lengths as
// the parser meets them, an XLSX's parts and unpacked size from its zip's central directory before it is inflated
// (422). The reading itself runs in a worker thread (import-file-reader.ts); this file is light enough for both.

export const importLimits = {
  /** The upload, each file; the route refuses more as it streams in. */
  bytes: 20 * 1024 * 1024,
  /** Rows under the header, per sheet (blank rows not counted). */
  rows: 50_000,
  /** Columns of a row; cells past the last one may be there only if they are empty. */
  columns: 200,
  /** Characters of one cell. */
  cellLength: 2_000,
  /** What an XLSX (a zip of XML parts) unpacks to, all parts together. */
  xlsxUnpackedBytes: 100 * 1024 * 1024,
  /** Parts of an XLSX; a workbook of a few sheets has about twenty. */
  xlsxParts: 1_000,
} as const;

const count = (n: number) => n.toLocaleString("en-US");
const megabytes = (bytes: number) => `${count(bytes / 1024 / 1024)} MB`;

/** What the office reads when a file is past a limit, each naming the limit. */
export const importFileMessages = {
  tooLarge: `The file is larger than ${megabytes(importLimits.bytes)}: split it and import each part`,
  tooManyRows: (sheet: string) =>
    `"${sheet}" has more than ${count(importLimits.rows)} rows; at most ${count(importLimits.rows)} can be imported at once. Split the file.`,
  worksheetTooManyRows: `A worksheet of the workbook has more than ${count(importLimits.rows)} rows; at most ${count(importLimits.rows)} can be imported at once. Split the file.`,
  tooManyColumns: (sheet: string, row: number) =>
    `Row ${row} of "${sheet}" has more than ${count(importLimits.columns)} columns; at most ${count(importLimits.columns)} can be imported.`,
  rowTooLong: (sheet: string, row: number) =>
    `Row ${row} of "${sheet}" holds more than ${count(importLimits.columns * importLimits.cellLength)} characters; at most ${count(importLimits.columns)} columns of ${count(importLimits.cellLength)} characters can be imported.`,
  cellTooLong: (sheet: string, row: number) =>
    `A cell in row ${row} of "${sheet}" is longer than ${count(importLimits.cellLength)} characters.`,
  unpackedTooLarge: `The workbook unpacks to more than ${megabytes(importLimits.xlsxUnpackedBytes)}; at most ${megabytes(importLimits.xlsxUnpackedBytes)} can be read. Split it or save it as CSV.`,
  tooManyParts: `The workbook is made of more than ${count(importLimits.xlsxParts)} parts; at most ${count(importLimits.xlsxParts)} can be read. Save it as CSV.`,
  notWorkbook: "The file could not be read as an Excel (.xlsx) workbook.",
  tooLargeToRead: "The file is too large to read at once: split it and import each part.",
  busy: "Other files are being read: try again in a minute.",
};

/** One table of the file: a CSV, or one worksheet of an XLSX. */
export interface ImportSheet {
  name: string;
  columns: string[];
  /** Cells in column order, trimmed, "" for empty. */
  rows: string[][];
  /** Each row's number as a spreadsheet shows it (the header's is 1). */
  rowNumbers: number[];
}

/** A file that cannot be imported; the message is for the office. */
export class ImportFileError extends Error {
  override name = "ImportFileError";
}
