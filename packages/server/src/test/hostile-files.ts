import { buffer } from "node:stream/consumers";
import yazl from "yazl";
import { importLimits } from "../modules/imports/import-file-limits.ts";

// Issue 24: roster files past each limit of import-file-limits.ts, built in memory for the tests.

/** A CSV of a header and `rows` one-cell rows (a million: 8.9 MB, the outside test's file). */
export function manyRowsCsv(rows: number): Buffer {
  return Buffer.from(`Name\n${"Whitfield\n".repeat(rows)}`);
}

/** A CSV whose second row (row 2) has one more filled column than allowed. */
export function wideRowCsv(): Buffer {
  const header = "Name,City";
  const wide = Array.from({ length: importLimits.columns + 1 }, (_, i) => `cell ${i}`).join(",");
  return Buffer.from(`${header}\nAnn,Chicago\n${wide}\n`);
}

/** A CSV whose cell in row `row` is one character longer than allowed. */
export function longCellCsv(row: number): Buffer {
  const lines = ["Name,Notes"];
  for (let n = 2; n < row; n++) lines.push(`Member ${n},ok`);
  lines.push(`Member ${row},${"x".repeat(importLimits.cellLength + 1)}`);
  return Buffer.from(`${lines.join("\n")}\n`);
}

/** A zip of the given parts, each deflated as a spreadsheet program does. */
export async function zipOf(parts: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(parts)) {
    zip.addBuffer(typeof content === "string" ? Buffer.from(content) : content, name);
  }
  zip.end();
  return buffer(zip.outputStream);
}

/** A zip bomb: a worksheet of zeros that unpacks to 1 MB more than allowed, from about a hundred kilobytes. */
export const unpacksTooLarge = () =>
  zipOf({ "xl/worksheets/sheet1.xml": Buffer.alloc(importLimits.xlsxUnpackedBytes + 1024 * 1024) });

/** A zip of one part more than allowed. */
export const tooManyParts = () =>
  zipOf(
    Object.fromEntries(
      Array.from({ length: importLimits.xlsxParts + 1 }, (_, i) => [`xl/part${i}.xml`, "<a/>"]),
    ),
  );

/** A worksheet of one row more than allowed under its header (and no workbook around it: it is refused first). */
export function tallWorksheet(): Promise<Buffer> {
  const row = (n: number) => `<row r="${n}"><c r="A${n}" t="inlineStr"><is><t>x</t></is></c></row>`;
  const rows = Array.from({ length: importLimits.rows + 2 }, (_, i) => row(i + 1)).join("");
  return zipOf({ "xl/worksheets/sheet1.xml": `<worksheet><sheetData>${rows}</sheetData></worksheet>` });
}

/**
 * A zip whose part says in the central directory that it unpacks to 1 KB while it unpacks to 2 MB: a bomb that lies
 * about its size, caught as it is inflated.
 */
export async function lyingZip(): Promise<Buffer> {
  const zip = await zipOf({ "xl/worksheets/sheet1.xml": Buffer.alloc(2 * 1024 * 1024) });
  const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  zip.writeUInt32LE(1024, central + 24);
  return zip;
}
