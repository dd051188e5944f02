import { zipOf } from "./hostile-files.ts";

// Issue 41: Excel workbooks (.xlsx) for the tests and benches, written as a spreadsheet program writes them (text
// in the shared strings, dates as day numbers with a date format, a formula beside its saved result), so that the
// import reads what the office uploads, without a library that writes workbooks.

export type XlsxCell =
  | string
  | number
  | boolean
  | Date
  | null
  | { richText: string[] }
  | { formula: string; result: number }
  | { number: number; format: string };

export interface XlsxSheet {
  name: string;
  rows: XlsxCell[][];
  hidden?: boolean;
}

const xmlText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const columnName = (index: number): string =>
  index < 26
    ? String.fromCharCode(65 + index)
    : columnName(Math.floor(index / 26) - 1) + columnName(index % 26);

const excelDay = (moment: Date) => (moment.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000;

const namespace = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const relations = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

/** A workbook of the given sheets, in order; an empty row of `rows` is left out as Excel leaves it out. */
export function xlsxOf(sheets: XlsxSheet[]): Promise<Buffer> {
  const strings: string[] = [];
  const stringIndex = new Map<string, number>();
  const shared = (xml: string) => {
    let index = stringIndex.get(xml);
    if (index === undefined) {
      index = strings.push(xml) - 1;
      stringIndex.set(xml, index);
    }
    return index;
  };
  // Style 0: general; 1: a date; from 2, the custom number formats.
  const formats: string[] = [];
  const formatStyle = (format: string) => {
    const at = formats.indexOf(format);
    return 2 + (at >= 0 ? at : formats.push(format) - 1);
  };
  const cellXml = (cell: XlsxCell, ref: string): string => {
    if (cell === null || cell === "") return "";
    if (typeof cell === "string")
      return `<c r="${ref}" t="s"><v>${shared(`<t>${xmlText(cell)}</t>`)}</v></c>`;
    if (typeof cell === "number") return `<c r="${ref}"><v>${cell}</v></c>`;
    if (typeof cell === "boolean") return `<c r="${ref}" t="b"><v>${cell ? 1 : 0}</v></c>`;
    if (cell instanceof Date) return `<c r="${ref}" s="1"><v>${excelDay(cell)}</v></c>`;
    if ("richText" in cell) {
      const runs = cell.richText
        .map((text) => `<r><t xml:space="preserve">${xmlText(text)}</t></r>`)
        .join("");
      return `<c r="${ref}" t="s"><v>${shared(runs)}</v></c>`;
    }
    if ("formula" in cell) return `<c r="${ref}"><f>${xmlText(cell.formula)}</f><v>${cell.result}</v></c>`;
    return `<c r="${ref}" s="${formatStyle(cell.format)}"><v>${cell.number}</v></c>`;
  };
  const parts: Record<string, string> = {};
  sheets.forEach((sheet, index) => {
    const rows = sheet.rows
      .map((cells, at) => {
        const xml = cells.map((cell, column) => cellXml(cell, `${columnName(column)}${at + 1}`)).join("");
        return xml === "" ? "" : `<row r="${at + 1}">${xml}</row>`;
      })
      .join("");
    parts[`xl/worksheets/sheet${index + 1}.xml`] =
      `<worksheet ${namespace}><sheetData>${rows}</sheetData></worksheet>`;
  });
  const sheetList = sheets
    .map(
      (sheet, index) =>
        `<sheet name="${xmlText(sheet.name)}" sheetId="${index + 1}"${sheet.hidden ? ' state="hidden"' : ""} r:id="rId${index + 1}"/>`,
    )
    .join("");
  parts["xl/workbook.xml"] =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook ${namespace} xmlns:r="${relations}"><sheets>${sheetList}</sheets></workbook>`;
  parts["xl/_rels/workbook.xml.rels"] =
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets
      .map(
        (_, index) =>
          `<Relationship Id="rId${index + 1}" Type="${relations}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
      )
      .join("")}</Relationships>`;
  parts["xl/sharedStrings.xml"] =
    `<sst ${namespace} count="${strings.length}" uniqueCount="${strings.length}">${strings.map((si) => `<si>${si}</si>`).join("")}</sst>`;
  const numFmts = formats.map(
    (format, at) => `<numFmt numFmtId="${164 + at}" formatCode="${xmlText(format)}"/>`,
  );
  const xfs = [
    '<xf numFmtId="0"/>',
    '<xf numFmtId="14" applyNumberFormat="1"/>',
    ...formats.map((_, at) => `<xf numFmtId="${164 + at}" applyNumberFormat="1"/>`),
  ];
  parts["xl/styles.xml"] =
    `<styleSheet ${namespace}><numFmts count="${numFmts.length}">${numFmts.join("")}</numFmts><cellStyleXfs count="1"><xf numFmtId="0"/></cellStyleXfs><cellXfs count="${xfs.length}">${xfs.join("")}</cellXfs></styleSheet>`;
  parts["[Content_Types].xml"] =
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>';
  return zipOf(parts);
}
