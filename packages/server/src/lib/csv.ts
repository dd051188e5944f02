import { pipeline, Readable } from "node:stream";
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

/**
 * A CSV of `rows` (one query's cursor, say), each turned into its cells, written as the file is sent: the next rows
 * are read only when the client has taken the ones before, and a client that leaves (the reply destroys the stream)
 * stops the reading, which closes the rows' source.
 */
export function streamCsv<Row>(
  columns: string[],
  rows: AsyncIterable<Row>,
  cells: (row: Row) => unknown[] | Record<string, unknown>,
) {
  const csv = spreadsheetCsv(columns);
  async function* lines() {
    for await (const row of rows) yield cells(row);
  }
  // The reply logs a stream that fails (with the request's id) and ends the response: nothing is left to do here.
  return pipeline(Readable.from(lines()), csv, () => undefined);
}
