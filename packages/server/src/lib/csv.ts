import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { stringify as stringifyRows } from "csv-stringify/sync";

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

/**
 * A CSV of `rows` (one query's cursor, say), each turned into its cells, written as the file is sent: the next rows
 * are read only when the client has taken the ones before, and a client that leaves (the reply destroys the stream)
 * stops the reading, which closes the rows' source.
 *
 * The rows go out `rowsPerChunk` at a time, each chunk written by csv-stringify's synchronous form with the same
 * options as `spreadsheetCsv` (the same bytes): a chunk per row cost a stream step, a compressor call and a socket
 * write for each of 50,000 rows, and made audit.csv many times its query (issue 41).
 */
export function streamCsv<Row>(
  columns: string[],
  rows: AsyncIterable<Row>,
  cells: (row: Row) => unknown[] | Record<string, unknown>,
) {
  const options = { columns, escape_formulas: true };
  async function* chunks() {
    let batch: (unknown[] | Record<string, unknown>)[] = [];
    let header = true;
    for await (const row of rows) {
      batch.push(cells(row));
      if (batch.length === rowsPerChunk) {
        yield stringifyRows(batch, { ...options, header });
        batch = [];
        header = false;
      }
    }
    if (header || batch.length > 0) yield stringifyRows(batch, { ...options, header });
  }
  // The reply logs a stream that fails (with the request's id) and ends the response; it destroys the stream when the
  // client leaves, which returns the generator and so closes the rows' source.
  return Readable.from(chunks(), { objectMode: false });
}
