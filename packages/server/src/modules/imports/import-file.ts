import * as ExcelJS from "@cj-tech-master/excelts";
import { isoDay } from "@club/domain/days";
import { CsvError, parse } from "csv-parse/sync";
import { ImportFileError, type ImportSheet, importFileMessages, importLimits } from "./import-file-limits.ts";
import { checkWorkbookZip } from "./import-file-zip.ts";

// Issue 16: reading the roster file the office uploads, a CSV from any system or an Excel workbook, into sheets of
// trimmed text cells. No type guessing: the row rules (@club/domain/import-row.rules) decide what a cell means.
// Issue 24: this runs in a worker thread (import-file.worker.ts), and stops at the first limit passed
// (import-file-limits.ts) instead of reading the whole file first.

interface RawRow {
  number: number;
  cells: string[];
}

export async function readImportFile(fileName: string, data: Buffer): Promise<ImportSheet[]> {
  if (data.length === 0) throw new ImportFileError("The file is empty.");
  if (isZip(data)) return readXlsx(data);
  if (isOldExcel(data)) {
    throw new ImportFileError(
      "This is an old Excel (.xls) file. Save it as .xlsx or CSV and upload it again.",
    );
  }
  return [readCsv(fileName, data)];
}

// ---- CSV ----

function readCsv(fileName: string, data: Buffer): ImportSheet {
  const text = decodeText(data);
  if (hasManyControlCharacters(text)) {
    throw new ImportFileError("The file is neither a CSV nor an Excel (.xlsx) file.");
  }
  // Excel writes and reads a first line "sep=;" that names the delimiter.
  const hint = /^sep=(.)\r?\n/i.exec(text);
  const body = hint ? text.slice(hint[0].length) : text;
  const name = fileName.replace(/\.[^.]*$/, "") || fileName;
  let records: string[][];
  try {
    records = parse(body, {
      delimiter: hint?.[1] ?? detectDelimiter(body),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      ...csvLimits(name),
    }) as string[][];
  } catch (error) {
    throw csvRefusal(name, error);
  }
  const rows = records.map((cells, index) => ({ number: index + 1, cells }));
  return toSheet(name, rows);
}

/**
 * The limits as csv-parse goes: each record as soon as it is complete (the rows, its columns and cells), and within
 * a record its characters, so that one endless field or row stops where it passes what the columns and cells
 * allowed can hold. What a hook throws ends the parse. (A `cast` hook would see each field sooner, but costs ten
 * times the parse: csv-parse builds a context object for every field.)
 */
function csvLimits(sheet: string) {
  let filledRows = 0;
  return {
    max_record_size: importLimits.columns * importLimits.cellLength,
    on_record: (record: string[], info: { records: number }) => {
      let filled = false;
      for (const [index, cell] of record.entries()) {
        checkCell(sheet, info.records, index, cell);
        filled ||= cell.trim() !== "";
      }
      if (filled) filledRows += 1;
      // The header and the rows under it.
      if (filledRows > importLimits.rows + 1)
        throw new ImportFileError(importFileMessages.tooManyRows(sheet));
      return record.length > importLimits.columns ? record.slice(0, importLimits.columns) : record;
    },
  };
}

/** A parse that stopped: at a limit, or on what is not CSV. */
function csvRefusal(sheet: string, error: unknown): ImportFileError {
  if (error instanceof ImportFileError) return error;
  if (error instanceof CsvError && error.code === "CSV_MAX_RECORD_SIZE") {
    // The error carries the parser's context: the records finished before this one.
    const finished = Number(error.records ?? 0);
    return new ImportFileError(importFileMessages.rowTooLong(sheet, finished + 1));
  }
  return new ImportFileError(`The file could not be read as CSV: ${(error as Error).message}`);
}

/** UTF-8 when the bytes are valid UTF-8 (a BOM dropped), UTF-16 when it has a UTF-16 BOM, else Windows-1252. */
export function decodeText(data: Buffer): string {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder("utf-16le").decode(data);
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder("utf-16be").decode(data);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(data);
  } catch {
    return decodeWindows1252(data);
  }
}

// Node's TextDecoder("windows-1252") decodes as Latin-1 (0x80 stays U+0080, not "€"), so the 32 bytes where the
// two differ are mapped here.
const windows1252High =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f" +
  "\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

function decodeWindows1252(data: Buffer): string {
  return data
    .toString("latin1")
    .replace(/[\u0080-\u009f]/g, (c) => windows1252High[c.charCodeAt(0) - 0x80] ?? c);
}

function hasManyControlCharacters(text: string): boolean {
  const sample = text.slice(0, 8192);
  let controls = 0;
  for (let i = 0; i < sample.length; i++) {
    const code = sample.charCodeAt(i);
    if (code < 0x20 ? code !== 0x09 && code !== 0x0a && code !== 0x0d : code === 0xfffd) controls++;
  }
  return controls > sample.length / 100;
}

const delimiters = [",", ";", "\t", "|"] as const;

/** The candidate that splits the header line (quoted parts ignored) into the most fields; a comma on a tie. */
export function detectDelimiter(text: string): string {
  const header = headerLine(text);
  let best: string = ",";
  let bestCount = 0;
  for (const delimiter of delimiters) {
    const count = header.split(delimiter).length - 1;
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}

/** The first non-blank line with its quoted parts removed (a quoted field may hold a line break). */
function headerLine(text: string): string {
  const unquoted = text.replace(/"(?:[^"]|"")*"/g, "");
  return unquoted.split(/\r\n|\n|\r/).find((line) => line.trim() !== "") ?? "";
}

// ---- XLSX ----

function isZip(data: Buffer): boolean {
  return data.length > 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;
}

function isOldExcel(data: Buffer): boolean {
  return data.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
}

async function readXlsx(data: Buffer): Promise<ImportSheet[]> {
  await checkWorkbookZip(data);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data);
  } catch {
    throw new ImportFileError(importFileMessages.notWorkbook);
  }
  const sheets: ImportSheet[] = [];
  for (const worksheet of workbook.worksheets) {
    if (worksheet.state !== "visible") continue;
    const rows = worksheetRows(worksheet);
    if (rows.some((row) => row.cells.some((cell) => cell !== ""))) sheets.push(toSheet(worksheet.name, rows));
  }
  if (sheets.length === 0) throw new ImportFileError("The workbook has no rows to import.");
  return sheets;
}

function worksheetRows(worksheet: ExcelJS.Worksheet): RawRow[] {
  const rows: RawRow[] = [];
  worksheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      const text = cell.type === ExcelJS.ValueType.Merge ? "" : cellText(cell.value, formatCode(cell.numFmt));
      checkCell(worksheet.name, number, column - 1, text);
      if (column <= importLimits.columns) cells[column - 1] = text;
    });
    rows.push({ number, cells: Array.from(cells, (cell) => cell ?? "") });
  });
  return rows;
}

/** A cell's number format as its code ("00000"), whether the reader gives the code or the format. */
const formatCode = (numFmt: string | { formatCode: string } | undefined) =>
  typeof numFmt === "string" ? numFmt : numFmt?.formatCode;

/** A cell as text: a date as YYYY-MM-DD, a number without exponent (zero-padded as its format shows it). */
export function cellText(value: ExcelJS.CellValue | undefined, numFmt?: string): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return numberText(value, numFmt);
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : isoDay(value);
  if ("richText" in value) return (value.richText ?? []).map((run) => run.text).join("");
  if ("error" in value) return String(value.error);
  if ("hyperlink" in value) return cellText(value.text as ExcelJS.CellValue, numFmt);
  if ("result" in value) return cellText(value.result as ExcelJS.CellValue, numFmt);
  return "";
}

function numberText(value: number, numFmt?: string): string {
  const text = value.toLocaleString("en-US", { useGrouping: false, maximumSignificantDigits: 15 });
  // A zip code or member number formatted "00000" shows its leading zeros in Excel.
  const zeros = numFmt && /^0+$/.test(numFmt) ? numFmt.length : 0;
  return Number.isInteger(value) && value >= 0 ? text.padStart(zeros, "0") : text;
}

// ---- Both ----

/** A cell past the last column may be there only if it is empty (a spreadsheet's export pads rows with them). */
function checkCell(sheet: string, row: number, columnIndex: number, text: string) {
  if (text.length > importLimits.cellLength) {
    throw new ImportFileError(importFileMessages.cellTooLong(sheet, row));
  }
  if (columnIndex >= importLimits.columns && text.trim() !== "") {
    throw new ImportFileError(importFileMessages.tooManyColumns(sheet, row));
  }
}

/** The first non-empty row is the header; empty rows are skipped, short rows padded, names made unique. */
function toSheet(name: string, raw: RawRow[]): ImportSheet {
  const nonEmpty = raw
    .map((row) => ({ number: row.number, cells: row.cells.map((cell) => cell.trim()) }))
    .filter((row) => row.cells.some((cell) => cell !== ""));
  const [header, ...body] = nonEmpty;
  if (!header) throw new ImportFileError(`"${name}" has no rows.`);
  if (header.cells.every((cell) => cell === "" || /^[\d\s.,/:$-]+$/.test(cell))) {
    throw new ImportFileError(`The first row of "${name}" should hold the column names; it holds data.`);
  }
  if (body.length > importLimits.rows) throw new ImportFileError(importFileMessages.tooManyRows(name));
  const width = Math.max(...nonEmpty.map((row) => row.cells.length));
  const kept = [...Array(width).keys()].filter(
    (index) => (header.cells[index] ?? "") !== "" || body.some((row) => (row.cells[index] ?? "") !== ""),
  );
  return {
    name,
    columns: uniqueNames(kept.map((index) => header.cells[index] || `Column ${columnLetter(index)}`)),
    rows: body.map((row) => kept.map((index) => row.cells[index] ?? "")),
    rowNumbers: body.map((row) => row.number),
  };
}

/** "Phone", "Phone" → "Phone", "Phone (2)". */
function uniqueNames(names: string[]): string[] {
  const seen = new Set<string>();
  return names.map((name) => {
    let unique = name;
    for (let n = 2; seen.has(unique.toLowerCase()); n++) unique = `${name} (${n})`;
    seen.add(unique.toLowerCase());
    return unique;
  });
}

/** 0 → "A", 26 → "AA", as a spreadsheet names its columns. */
function columnLetter(index: number): string {
  let letters = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}
