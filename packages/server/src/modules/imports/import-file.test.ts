import * as ExcelJS from "@cj-tech-master/excelts";
import { describe, expect, it } from "vitest";
import {
  longCellCsv,
  lyingZip,
  manyRowsCsv,
  tallWorksheet,
  tooManyParts,
  unpacksTooLarge,
  wideRowCsv,
} from "../../test/hostile-files.ts";
import { readImportFile } from "./import-file.ts";
import { ImportFileError, importFileMessages, importLimits } from "./import-file-limits.ts";

const csv = (text: string) => Buffer.from(text, "utf-8");

async function readOne(text: string | Buffer) {
  const sheets = await readImportFile("roster.csv", typeof text === "string" ? csv(text) : text);
  expect(sheets).toHaveLength(1);
  const [sheet] = sheets;
  if (!sheet) throw new Error("no sheet");
  return sheet;
}

describe("readImportFile: CSV", () => {
  it.each([
    [",", "Member ID,First name,Last name\n10001,Margaret,Whitfield\n"],
    [";", "Member ID;First name;Last name\n10001;Margaret;Whitfield\n"],
    ["tab", "Member ID\tFirst name\tLast name\n10001\tMargaret\tWhitfield\n"],
    ["|", "Member ID|First name|Last name\n10001|Margaret|Whitfield\n"],
  ])("reads a %s-separated file", async (_, text) => {
    const sheet = await readOne(text);
    expect(sheet).toEqual({
      name: "roster",
      columns: ["Member ID", "First name", "Last name"],
      rows: [["10001", "Margaret", "Whitfield"]],
      rowNumbers: [2],
    });
  });

  it("picks the delimiter that splits the header most, ignoring quoted parts", async () => {
    const sheet = await readOne('"Name, full";Phone;City\n"Whitfield, Margaret";555-0100;Chicago\n');
    expect(sheet.columns).toEqual(["Name, full", "Phone", "City"]);
    expect(sheet.rows).toEqual([["Whitfield, Margaret", "555-0100", "Chicago"]]);
  });

  it('follows an Excel "sep=" line', async () => {
    const sheet = await readOne("sep=;\nName;Notes, remarks\nAnn;a, b\n");
    expect(sheet.columns).toEqual(["Name", "Notes, remarks"]);
    expect(sheet.rows).toEqual([["Ann", "a, b"]]);
  });

  it("reads UTF-8 with and without a BOM", async () => {
    const text = "Name,City\nRenée Müller,Zürich\n";
    for (const data of [csv(text), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), csv(text)])]) {
      const sheet = await readOne(data);
      expect(sheet.columns).toEqual(["Name", "City"]);
      expect(sheet.rows).toEqual([["Renée Müller", "Zürich"]]);
    }
  });

  it("reads Windows-1252 bytes", async () => {
    // "Name;Note\nMüller;Renée “€5”\n" in cp1252
    const data = Buffer.concat([
      Buffer.from("Name;Note\nM", "ascii"),
      Buffer.from([0xfc]),
      Buffer.from("ller;Ren", "ascii"),
      Buffer.from([0xe9]),
      Buffer.from("e ", "ascii"),
      Buffer.from([0x93, 0x80]),
      Buffer.from("5", "ascii"),
      Buffer.from([0x94, 0x0a]),
    ]);
    const sheet = await readOne(data);
    expect(sheet.rows).toEqual([["Müller", "Renée “€5”"]]);
  });

  it("reads UTF-16 with a BOM (Excel's Unicode text)", async () => {
    const data = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from("Name\tCity\nRenée\tZürich\n", "utf16le"),
    ]);
    const sheet = await readOne(data);
    expect(sheet.rows).toEqual([["Renée", "Zürich"]]);
  });

  it("reads quoted fields with commas, quotes and line breaks, counting rows as a spreadsheet does", async () => {
    const sheet = await readOne(
      'Name,Address,Notes\r\n"Whitfield, Margaret","12 Elm St\r\nApt 4","She said ""hi"""\r\nBob,1 Oak,x\r\n',
    );
    expect(sheet.rows).toEqual([
      ["Whitfield, Margaret", "12 Elm St\r\nApt 4", 'She said "hi"'],
      ["Bob", "1 Oak", "x"],
    ]);
    expect(sheet.rowNumbers).toEqual([2, 3]);
  });

  it("skips blank rows, keeping the others' row numbers, trims cells and pads short rows", async () => {
    const sheet = await readOne("\nName , Phone,City\n\n Ann ,555\n , ,\nBob\n");
    expect(sheet.columns).toEqual(["Name", "Phone", "City"]);
    expect(sheet.rows).toEqual([
      ["Ann", "555", ""],
      ["Bob", "", ""],
    ]);
    expect(sheet.rowNumbers).toEqual([4, 6]);
  });

  it("names blank and duplicate headers, and drops empty unnamed columns", async () => {
    const sheet = await readOne("Name,Phone,,phone,Phone,,\nAnn,1,x,2,3,,\n");
    expect(sheet.columns).toEqual(["Name", "Phone", "Column C", "phone (2)", "Phone (3)"]);
    expect(sheet.rows).toEqual([["Ann", "1", "x", "2", "3"]]);
  });

  it("keeps cells as text, without guessing types", async () => {
    const sheet = await readOne("Zip,Member ID,Joined\n06830,0010001,1/2/03\n");
    expect(sheet.rows).toEqual([["06830", "0010001", "1/2/03"]]);
  });

  it("refuses an empty file, a file of blank lines, a header of data, garbage and an old .xls", async () => {
    await expect(readImportFile("a.csv", Buffer.alloc(0))).rejects.toThrow("The file is empty.");
    await expect(readImportFile("a.csv", csv("\n , \n\n"))).rejects.toThrow(/has no rows/);
    await expect(readImportFile("a.csv", csv("10001,1/2/2026\n10002,1/3/2026\n"))).rejects.toThrow(
      /should hold the column names/,
    );
    const garbage = Buffer.from(Array.from({ length: 600 }, (_, i) => (i * 37) % 256));
    await expect(readImportFile("a.csv", garbage)).rejects.toThrow(ImportFileError);
    await expect(readImportFile("a.pdf", Buffer.from("%PDF-1.4\n\u0000\u0001\u0002binary"))).rejects.toThrow(
      /neither a CSV nor an Excel/,
    );
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    await expect(readImportFile("a.xls", xls)).rejects.toThrow(/old Excel/);
  });

  it(`refuses more than ${importLimits.rows} rows`, async () => {
    const text = `Name\n${"x\n".repeat(importLimits.rows + 1)}`;
    await expect(readImportFile("big.csv", csv(text))).rejects.toThrow(/at most 50,000/);
  });
});

describe("readImportFile: XLSX", () => {
  async function workbook() {
    const book = new ExcelJS.Workbook();
    const members = book.addWorksheet("Members");
    members.addRow(["Member #", "Name", "Zip", "Expires", "Phone", "Web", "Total"]);
    members.addRow([
      10001,
      { richText: [{ text: "Margaret " }, { font: { bold: true }, text: "Whitfield" }] },
      "06830",
      new Date(Date.UTC(2026, 11, 31)),
      5551234567,
      { text: "site", hyperlink: "https://example.org" },
      { formula: "1+1", result: 2 },
    ]);
    members.addRow([]);
    const zip = members.addRow([10002, "Bob Smith", 6830, null, 1.5, null, true]);
    zip.getCell(3).numFmt = "00000";
    book.addWorksheet("Empty");
    const cars = book.addWorksheet("Cars");
    cars.addRow(["Member #", "Year", "Make", "Model"]);
    cars.addRow([10001, 1931, "Packard", "Deluxe Eight"]);
    const hidden = book.addWorksheet("Lists");
    hidden.addRow(["Levels"]);
    hidden.addRow(["Regular"]);
    hidden.state = "hidden";
    return Buffer.from(await book.xlsx.writeBuffer());
  }

  it("reads every visible non-empty worksheet in order, cells as text", async () => {
    const sheets = await readImportFile("roster.bin", await workbook());
    expect(sheets.map((sheet) => sheet.name)).toEqual(["Members", "Cars"]);
    expect(sheets[0]).toEqual({
      name: "Members",
      columns: ["Member #", "Name", "Zip", "Expires", "Phone", "Web", "Total"],
      rows: [
        ["10001", "Margaret Whitfield", "06830", "2026-12-31", "5551234567", "site", "2"],
        ["10002", "Bob Smith", "06830", "", "1.5", "", "TRUE"],
      ],
      rowNumbers: [2, 4],
    });
    expect(sheets[1]?.rows).toEqual([["10001", "1931", "Packard", "Deluxe Eight"]]);
  });

  it("refuses a zip that is not a workbook", async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]);
    await expect(readImportFile("roster.xlsx", zip)).rejects.toThrow(/could not be read as an Excel/);
  });
});

describe("readImportFile: limits, checked before the work grows (issue 24)", () => {
  it("stops a CSV at the first row past the limit, without reading the rest", async () => {
    // An unclosed quote at the very end would fail the parse, were the parser to get there.
    const data = Buffer.concat([manyRowsCsv(importLimits.rows + 1), Buffer.from('"never closed\n')]);
    await expect(readImportFile("big.csv", data)).rejects.toThrow(importFileMessages.tooManyRows("big"));
    await expect(readImportFile("million.csv", manyRowsCsv(1_000_000))).rejects.toThrow(
      /more than 50,000 rows/,
    );
  });

  it("counts neither the header nor blank rows", async () => {
    const data = Buffer.from(`Name\n${"x\n\n".repeat(importLimits.rows)}`);
    const sheets = await readImportFile("full.csv", data);
    expect(sheets[0]?.rows).toHaveLength(importLimits.rows);
  });

  it("refuses a row with a filled cell past the last column, naming the row", async () => {
    await expect(readImportFile("wide.csv", wideRowCsv())).rejects.toThrow(
      'Row 3 of "wide" has more than 200 columns; at most 200 can be imported.',
    );
  });

  it("drops empty cells past the last column, as a spreadsheet's export pads its rows", async () => {
    const padding = ",".repeat(importLimits.columns * 5);
    const sheets = await readImportFile(
      "padded.csv",
      Buffer.from(`Name,City${padding}\nAnn,Chicago${padding}\n`),
    );
    expect(sheets[0]).toMatchObject({ columns: ["Name", "City"], rows: [["Ann", "Chicago"]] });
  });

  it("refuses a cell longer than the limit, naming its row", async () => {
    await expect(readImportFile("notes.csv", longCellCsv(7))).rejects.toThrow(
      'A cell in row 7 of "notes" is longer than 2,000 characters.',
    );
  });

  it("stops inside a row once it holds more than its columns and cells can, naming the row", async () => {
    // A cell of 20 MB: the parser stops 400,000 characters in, with an unclosed quote after it never reached.
    const endless = Buffer.from(`Name,Notes\nAnn,ok\nBob,${"x".repeat(importLimits.bytes)}"\n`);
    await expect(readImportFile("endless.csv", endless)).rejects.toThrow(
      'Row 3 of "endless" holds more than 400,000 characters; at most 200 columns of 2,000 characters can be imported.',
    );
  });

  it("refuses a workbook's filled cell past the last column, or longer than the limit", async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Members");
    sheet.addRow(["Name"]);
    sheet.getCell(2, importLimits.columns + 1).value = "far";
    await expect(readImportFile("wide.xlsx", Buffer.from(await book.xlsx.writeBuffer()))).rejects.toThrow(
      importFileMessages.tooManyColumns("Members", 2),
    );
    sheet.getCell(2, importLimits.columns + 1).value = null;
    sheet.getCell(3, 1).value = "x".repeat(importLimits.cellLength + 1);
    await expect(readImportFile("long.xlsx", Buffer.from(await book.xlsx.writeBuffer()))).rejects.toThrow(
      importFileMessages.cellTooLong("Members", 3),
    );
  });

  it("refuses a workbook of too many parts, or unpacking to too much, from its central directory", async () => {
    await expect(readImportFile("parts.xlsx", await tooManyParts())).rejects.toThrow(
      importFileMessages.tooManyParts,
    );
    const bomb = await unpacksTooLarge();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(readImportFile("bomb.xlsx", bomb)).rejects.toThrow(importFileMessages.unpackedTooLarge);
  });

  it("refuses a part that unpacks to more than it claims", async () => {
    await expect(readImportFile("lying.xlsx", await lyingZip())).rejects.toThrow(
      importFileMessages.notWorkbook,
    );
  });

  it("counts a worksheet's rows as it is inflated, before the workbook is read", async () => {
    // No workbook around the sheet: had the .xlsx reader been given it, the refusal would be that it is no workbook.
    await expect(readImportFile("tall.xlsx", await tallWorksheet())).rejects.toThrow(
      importFileMessages.worksheetTooManyRows,
    );
  });
});
