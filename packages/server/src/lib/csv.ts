import { Readable } from "node:stream";
import { stringify } from "csv-stringify";

/**
 * A CSV stream with a header row that is safe to open in a spreadsheet (OWASP "CSV injection"): a text cell
 * starting with `=`, `+`, `-`, `@`, a tab or a carriage return (or the full-width `＝ ＋ － ＠`) gets a leading
 * `'`, so Excel, LibreOffice and Google Sheets show it as text instead of running it as a formula. Cells are
 * quoted as CSV needs (a comma, a quote, a line break). Numbers are left alone, so a negative number stays a
 * number; text is judged as text, so a phone number typed as "+1 312 555 0100" reads "'+1 312 555 0100".
 * Every CSV the server writes goes through here. `bom` starts the file with a UTF-8 byte order mark, without which
 * Excel reads a CSV as the PC's old code page and garbles accents ("Bé" as "BÃ©").
 */
export function spreadsheetCsv(columns: string[], { bom = false }: { bom?: boolean } = {}) {
  return stringify({ header: true, columns, escape_formulas: true, bom });
}

/** Rows a chunk of an export holds: some tens of kilobytes, written to the compressor and the socket at once. */
const rowsPerChunk = 500;

/** Text CSV must quote: a comma, a quote or a line break. */
const needsQuotes = /[",\n\r]/;
/** What a spreadsheet reads as the start of a formula (`-` only in text: a negative number stays a number). */
const formulaStarts = new Set(["=", "+", "-", "@", "\t", "\r", "\uFF1D", "\uFF0B", "\uFF0D", "\uFF20"]);

/** A cell as csv-stringify casts it by default: a number as written, true as 1, a date as its milliseconds. */
function cellText(value: unknown): string {
  switch (typeof value) {
    case "string":
      return value;
    case "number":
    case "bigint":
      return `${value}`;
    case "boolean":
      return value ? "1" : "";
    case "undefined":
      return "";
    case "object":
      if (value === null) return "";
      return value instanceof Date ? `${value.getTime()}` : JSON.stringify(value);
    default:
      throw new Error(`A CSV cell is text, a number, a date or JSON, not a ${typeof value}`);
  }
}

function csvCell(value: unknown): string {
  let text = cellText(value);
  if (text === "") return text;
  const quoted = needsQuotes.test(text);
  if (formulaStarts.has(text[0] as string) && typeof value !== "number" && typeof value !== "bigint")
    text = `'${text}`;
  return quoted ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * One line of a CSV with `width` columns, its line break included, as the same bytes as `spreadsheetCsv` writes it
 * (a test holds the two to it, cell by cell). Issue 41: csv-stringify's options, casting and checks for each cell
 * made audit.csv's 50,000 lines cost more than its query; this is a comparison and a join for each.
 */
export function csvLine(cells: readonly unknown[], width: number) {
  let line = "";
  const count = Math.min(cells.length, width);
  for (let i = 0; i < count; i++) line += i === 0 ? csvCell(cells[i]) : `,${csvCell(cells[i])}`;
  return `${line}\n`;
}

/**
 * A CSV of `rows` (one query's cursor, say), each turned into its cells (by position, or by the columns' names), written
 * as the file is sent: the next rows are read only when the client has taken the ones before, and a client that
 * leaves (the reply destroys the stream) stops the reading, which closes the rows' source.
 *
 * The rows go out `rowsPerChunk` at a time: a chunk per row cost a stream step, a compressor call and a socket write
 * for each of 50,000 rows, and made audit.csv many times its query (issue 41).
 */
export function streamCsv<Row>(
  columns: string[],
  rows: AsyncIterable<Row>,
  cells: (row: Row) => unknown[] | Record<string, unknown>,
) {
  const width = columns.length;
  const cellsOf = (row: Row) => {
    const made = cells(row);
    return Array.isArray(made) ? made : columns.map((column) => made[column]);
  };
  async function* chunks() {
    let chunk = csvLine(columns, width);
    let inChunk = 0;
    for await (const row of rows) {
      chunk += csvLine(cellsOf(row), width);
      inChunk += 1;
      if (inChunk === rowsPerChunk) {
        yield chunk;
        chunk = "";
        inChunk = 0;
      }
    }
    if (chunk !== "") yield chunk;
  }
  // The reply logs a stream that fails (with the request's id) and ends the response; it destroys the stream when the
  // client leaves, which returns the generator and so closes the rows' source.
  return Readable.from(chunks(), { objectMode: false });
}
