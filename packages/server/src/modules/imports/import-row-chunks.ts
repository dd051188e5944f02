import type { ImportSheet } from "./import-file-limits.ts";

// Issue 41: what the upload stores of a sheet, made in the reading thread (import-file.worker.ts): its rows as the
// JSON the insert sends, a chunk a statement. The thread that answers members then makes no object per row, and each
// chunk is a short statement on PGlite, where the database runs on that thread. The chunks are UTF-8 bytes, moved to
// that thread rather than copied, and sent to the database as they are (imports.repository.ts): received as text, a
// 19 MB roster's 25 MB of JSON outlived V8's young generation while it was stored, and the web instance then collected
// its whole heap for 110-140 ms with members waiting.

/** A sheet ready to store: its name and columns for the mapping, how many rows, and those rows in chunks. */
export interface StoredSheet {
  name: string;
  columns: string[];
  rows: number;
  /** JSON arrays of `{ row_no, cells }` (cells by column name) in UTF-8, in the file's order; each its own memory. */
  chunks: Uint8Array[];
}

const utf8 = new TextEncoder();

/**
 * A chunk's bounds: about 10 ms of storing on PGlite for rows of ten short cells (250 rows; 30 ms for 500 and 55 for
 * 1,000, at load 12 on two cores), and no more characters than a few such chunks however wide the rows are (a row
 * may hold 200 cells of 2,000 characters). Smaller chunks only add statements: on PostgreSQL a round trip each.
 */
export const rowChunkLimits: { rows: number; characters: number } = { rows: 250, characters: 64 * 1024 };

/**
 * The CSV of rejected rows (lib/csv.ts) puts a `'` before a cell that starts like a formula; the same file
 * uploaded again gets its cells back as they were.
 */
export const unescapeFormula = (cell: string) => (/^'[=+\-@\t\r＝＋－＠]/.test(cell) ? cell.slice(1) : cell);

/** PostgreSQL's text (and so jsonb) cannot hold U+0000: a NUL in a file's cell is dropped, not a failed upload. */
const storableCell = (cell: string) => unescapeFormula(cell.replaceAll("\u0000", ""));

export function storedSheet(sheet: ImportSheet, limits = rowChunkLimits): StoredSheet {
  const chunks: Uint8Array[] = [];
  let rows: string[] = [];
  let characters = 0;
  for (const [index, cells] of sheet.rows.entries()) {
    const row = JSON.stringify({
      row_no: sheet.rowNumbers[index] ?? index + 2,
      cells: Object.fromEntries(sheet.columns.map((column, at) => [column, storableCell(cells[at] ?? "")])),
    });
    if (rows.length > 0 && (rows.length >= limits.rows || characters + row.length > limits.characters)) {
      chunks.push(utf8.encode(`[${rows.join(",")}]`));
      rows = [];
      characters = 0;
    }
    rows.push(row);
    characters += row.length + 1;
  }
  if (rows.length > 0) chunks.push(utf8.encode(`[${rows.join(",")}]`));
  return { name: sheet.name, columns: sheet.columns, rows: sheet.rows.length, chunks };
}
