import { buffer } from "node:stream/consumers";
import { isoDay } from "@club/domain/days";
import yauzl from "yauzl";
import { ImportFileError, importFileMessages } from "./import-file-limits.ts";

// Issue 41: the parts of an Excel workbook (.xlsx) the import reads, read here instead of by exceljs, which
// brought five deprecated packages into production and built a whole workbook model (styles, drawings, every cell
// an object) to give back a few strings. An .xlsx is a zip of XML parts (checked first by import-file-zip.ts): the
// workbook lists the sheets (name, hidden or not), its relations name each sheet's part, the shared strings hold
// the text, the styles say which number format a cell shows (a date, a zip code's leading zeros). Only what a
// cell shows matters: no formulas are computed (a cell keeps the result its program saved), no type is guessed.

/** One worksheet as read: its name, whether the office sees it in Excel, and its cells by row and column. */
export interface WorkbookSheet {
  name: string;
  visible: boolean;
  rows: { number: number; cells: { column: number; text: string }[] }[];
}

interface Tag {
  name: string;
  attrs: Record<string, string>;
  closing: boolean;
  selfClosing: boolean;
}

/** The workbook's visible and hidden sheets in order; `onCell` sees each cell's text as it is read (the limits). */
export async function readWorkbook(
  data: Buffer,
  onCell: (sheet: string, row: number, column: number, text: string) => void,
): Promise<WorkbookSheet[]> {
  const parts = await unzip(data);
  const workbook = parts.get("xl/workbook.xml");
  if (workbook === undefined) throw new ImportFileError(importFileMessages.notWorkbook);
  const targets = relationTargets(parts.get("xl/_rels/workbook.xml.rels") ?? "");
  const shared = sharedStrings(parts.get("xl/sharedStrings.xml") ?? "");
  const styles = cellStyles(parts.get("xl/styles.xml") ?? "");
  const { sheets, date1904 } = workbookSheets(workbook);
  return sheets.map((sheet) => {
    const part = parts.get(targets.get(sheet.relation) ?? "");
    if (part === undefined) throw new ImportFileError(importFileMessages.notWorkbook);
    const context = { shared, styles, date1904, onCell: onCell.bind(null, sheet.name) };
    return { name: sheet.name, visible: sheet.visible, rows: worksheetRows(part, context) };
  });
}

// ---- The zip ----

const wanted =
  /^xl\/(workbook\.xml|_rels\/workbook\.xml\.rels|sharedStrings\.xml|styles\.xml|worksheets\/.+\.xml)$/i;

/** The parts the import reads, by their path (as the zip spells it: case is kept, paths compared as written). */
async function unzip(data: Buffer): Promise<Map<string, string>> {
  const zip = await yauzl.fromBufferPromise(data).catch(() => {
    throw new ImportFileError(importFileMessages.notWorkbook);
  });
  const parts = new Map<string, string>();
  try {
    for await (const entry of zip.eachEntry()) {
      if (!wanted.test(entry.fileName)) continue;
      parts.set(entry.fileName, (await buffer(await zip.openReadStreamPromise(entry))).toString("utf8"));
    }
  } catch {
    throw new ImportFileError(importFileMessages.notWorkbook);
  } finally {
    zip.close();
  }
  return parts;
}

// ---- XML ----

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] !== "#") return entities[name] ?? whole;
    const code =
      name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const attribute = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * Walks the XML's tags and text in order: enough for the parts of a workbook, which hold no DTD; comments,
 * processing instructions and CDATA (which no spreadsheet program writes in these parts) are skipped.
 */
function walkXml(xml: string, onTag: (tag: Tag) => void, onText: (text: string) => void) {
  const token = /<(\/?)([\w:.-]+)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>|<!--[\s\S]*?-->|<[?!][^>]*>|([^<]+)/g;
  for (let match = token.exec(xml); match !== null; match = token.exec(xml)) {
    const [, slash, name, attrText, selfClosing, text] = match;
    if (text !== undefined) {
      onText(text);
      continue;
    }
    if (name === undefined) continue;
    const attrs: Record<string, string> = {};
    for (const [, key, double, single] of (attrText ?? "").matchAll(attribute)) {
      attrs[localName(key as string)] = decode(double ?? single ?? "");
    }
    onTag({ name: localName(name), attrs, closing: slash === "/", selfClosing: selfClosing === "/" });
  }
}

/** `x:row` → `row`: some programs write every element with a prefix. */
const localName = (name: string) => name.slice(name.indexOf(":") + 1);

// ---- The workbook's parts ----

function workbookSheets(xml: string) {
  const sheets: { name: string; visible: boolean; relation: string }[] = [];
  let date1904 = false;
  walkXml(
    xml,
    (tag) => {
      if (tag.closing) return;
      if (tag.name === "workbookPr") date1904 ||= tag.attrs.date1904 === "1" || tag.attrs.date1904 === "true";
      if (tag.name === "sheet" && tag.attrs.name !== undefined) {
        const state = tag.attrs.state ?? "visible";
        sheets.push({ name: tag.attrs.name, visible: state === "visible", relation: tag.attrs.id ?? "" });
      }
    },
    () => undefined,
  );
  return { sheets, date1904 };
}

/** Relation id → the part's path in the zip (a target is relative to xl/, or absolute from the zip's root). */
function relationTargets(xml: string): Map<string, string> {
  const targets = new Map<string, string>();
  walkXml(
    xml,
    (tag) => {
      const { Id: id, Target: target } = tag.attrs;
      if (tag.name !== "Relationship" || !id || !target) return;
      targets.set(id, target.startsWith("/") ? target.slice(1) : `xl/${target.replace(/^\.\//, "")}`);
    },
    () => undefined,
  );
  return targets;
}

/** The shared strings, each the text of its runs; a run's phonetic guide (`rPh`, Japanese) is not the text. */
function sharedStrings(xml: string): string[] {
  const strings: string[] = [];
  let current: string[] | null = null;
  let inText = false;
  let inPhonetic = false;
  walkXml(
    xml,
    (tag) => {
      if (tag.name === "si") {
        if (tag.closing || tag.selfClosing) {
          strings.push((current ?? []).join(""));
          current = null;
        } else current = [];
      } else if (tag.name === "rPh") inPhonetic = !tag.closing && !tag.selfClosing;
      else if (tag.name === "t") inText = !tag.closing && !tag.selfClosing;
    },
    (text) => {
      if (inText && !inPhonetic && current) current.push(decode(text));
    },
  );
  return strings;
}

interface CellStyle {
  /** The number format, as Excel writes it ("0.00", "00000", "mm-dd-yy"). */
  format: string;
  date: boolean;
}

/** Built-in number formats the import needs to know: the dates (14–22, 45–47) and "0". */
const builtInFormats: Record<number, string> = {
  1: "0",
  14: "mm-dd-yy",
  15: "d-mmm-yy",
  16: "d-mmm",
  17: "mmm-yy",
  18: "h:mm AM/PM",
  19: "h:mm:ss AM/PM",
  20: "h:mm",
  21: "h:mm:ss",
  22: "m/d/yy h:mm",
  45: "mm:ss",
  46: "[h]:mm:ss",
  47: "mmss.0",
};

/** A format shows a date or time when, outside its quoted text, escapes and [colour] parts, it has d, m, y, h or s. */
function isDateFormat(format: string): boolean {
  const bare = format.replace(/"[^"]*"|\\.|\[[^\]]*\]/g, "");
  return /[dmyhs]/i.test(bare) && !/^General$/i.test(bare.trim());
}

/** Each cell style (a cell's `s`) with its number format. */
function cellStyles(xml: string): CellStyle[] {
  const custom = new Map<number, string>();
  const styles: CellStyle[] = [];
  let inCellXfs = false;
  walkXml(
    xml,
    (tag) => {
      if (tag.name === "numFmt" && !tag.closing)
        custom.set(Number(tag.attrs.numFmtId), tag.attrs.formatCode ?? "");
      else if (tag.name === "cellXfs") inCellXfs = !tag.closing && !tag.selfClosing;
      else if (tag.name === "xf" && inCellXfs && !tag.closing) {
        const id = Number(tag.attrs.numFmtId ?? 0);
        const format = custom.get(id) ?? builtInFormats[id] ?? "";
        styles.push({
          format,
          date: (id >= 14 && id <= 22) || (id >= 45 && id <= 47) || isDateFormat(format),
        });
      }
    },
    () => undefined,
  );
  return styles;
}

// ---- A worksheet ----

interface SheetContext {
  shared: string[];
  styles: CellStyle[];
  date1904: boolean;
  onCell: (row: number, column: number, text: string) => void;
}

/** "BC12" → 54 (zero-based column). */
function columnIndex(reference: string): number | null {
  const letters = /^[A-Z]+/i.exec(reference)?.[0];
  if (!letters) return null;
  let index = 0;
  for (const letter of letters.toUpperCase()) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

/** The rows that hold at least one cell, each with its cells' text (an empty cell is left out). */
function worksheetRows(xml: string, context: SheetContext): WorkbookSheet["rows"] {
  const rows: WorkbookSheet["rows"] = [];
  let row: WorkbookSheet["rows"][number] | null = null;
  let rowNumber = 0;
  let column = -1;
  let cell: { type: string; style: number; value: string; inline: string[] } | null = null;
  let reading: "v" | "t" | null = null;
  let inPhonetic = false;
  walkXml(
    xml,
    (tag) => {
      switch (tag.name) {
        case "row":
          if (tag.closing) {
            if (row && row.cells.length > 0) rows.push(row);
            row = null;
          } else {
            rowNumber = tag.attrs.r ? Number(tag.attrs.r) : rowNumber + 1;
            column = -1;
            row = tag.selfClosing ? null : { number: rowNumber, cells: [] };
          }
          break;
        case "c":
          if (!tag.closing) {
            column = columnIndex(tag.attrs.r ?? "") ?? column + 1;
            cell = { type: tag.attrs.t ?? "n", style: Number(tag.attrs.s ?? 0), value: "", inline: [] };
          }
          if ((tag.closing || tag.selfClosing) && cell && row) {
            const text = cellText(cell, context);
            context.onCell(rowNumber, column, text);
            if (text !== "") row.cells.push({ column, text });
            cell = null;
          }
          break;
        case "v":
          reading = tag.closing || tag.selfClosing ? null : "v";
          break;
        case "t":
          reading = tag.closing || tag.selfClosing || !cell ? null : "t";
          break;
        case "rPh":
          inPhonetic = !tag.closing && !tag.selfClosing;
          break;
      }
    },
    (text) => {
      if (!cell || inPhonetic) return;
      if (reading === "v") cell.value += text;
      else if (reading === "t") cell.inline.push(decode(text));
    },
  );
  return rows;
}

/** A cell as text: a date as YYYY-MM-DD, a number without exponent (zero-padded as its format shows it). */
function cellText(
  cell: { type: string; style: number; value: string; inline: string[] },
  context: SheetContext,
) {
  const value = decode(cell.value);
  switch (cell.type) {
    case "s":
      return context.shared[Number(value)] ?? "";
    case "inlineStr":
      return cell.inline.join("");
    case "str":
    case "e":
      return value;
    case "b":
      return value === "1" || value === "true" ? "TRUE" : "FALSE";
    case "d": {
      const moment = new Date(value);
      return Number.isNaN(moment.getTime()) ? "" : isoDay(moment);
    }
    default: {
      if (value.trim() === "") return "";
      const number = Number(value);
      if (!Number.isFinite(number)) return value;
      const style = context.styles[cell.style];
      return style?.date ? serialDay(number, context.date1904) : numberText(number, style?.format);
    }
  }
}

const dayMs = 86_400_000;
/** Day 0 of Excel's 1900 system is 30 December 1899 (its day 60, 29 February 1900, never was); of 1904's, 1 January. */
const epoch1900 = Date.UTC(1899, 11, 30);
const epoch1904 = Date.UTC(1904, 0, 1);

function serialDay(serial: number, date1904: boolean): string {
  const moment = new Date((date1904 ? epoch1904 : epoch1900) + Math.round(serial * dayMs));
  return Number.isNaN(moment.getTime()) ? "" : isoDay(moment);
}

function numberText(value: number, format?: string): string {
  const text = value.toLocaleString("en-US", { useGrouping: false, maximumSignificantDigits: 15 });
  // A zip code or member number formatted "00000" shows its leading zeros in Excel.
  const zeros = format && /^0+$/.test(format) ? format.length : 0;
  return Number.isInteger(value) && value >= 0 ? text.padStart(zeros, "0") : text;
}
