import * as ExcelJS from "@cj-tech-master/excelts";
import { afterAll, describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error.ts";
import { readImportFile } from "./import-file.ts";
import { ImportFileError, importFileMessages, importLimits } from "./import-file-limits.ts";
import { createImportFileReader } from "./import-file-reader.ts";

// Issue 24: the roster is read in a worker thread; what comes back is what readImportFile gives on this thread.

const reader = createImportFileReader();
afterAll(() => reader.close());

/** A roster of `rows` members with a few columns, as another system exports it. */
function rosterCsv(rows: number): Buffer {
  const lines = ["Member ID,First name,Last name,Email,Street,City,Zip,Phone"];
  for (let i = 0; i < rows; i++) {
    lines.push(
      `${10_000 + i},Margaret,Whitfield,m${i}@example.net,${i} Elm Street,Chicago,60601,555-01${i % 100}`,
    );
  }
  return Buffer.from(`${lines.join("\r\n")}\r\n`);
}

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const members = book.addWorksheet("Members");
  members.addRows([
    ["Member #", "Name", "Expires"],
    [10001, { richText: [{ text: "Margaret " }, { text: "Whitfield" }] }, new Date(Date.UTC(2026, 11, 31))],
  ]);
  const cars = book.addWorksheet("Cars");
  cars.addRows([
    ["Member #", "Year", "Make"],
    [10001, 1931, "Packard"],
  ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe("createImportFileReader", () => {
  it("reads a CSV and a workbook in a worker thread, as readImportFile does here", async () => {
    const csv = rosterCsv(3);
    expect(await reader.read("roster.csv", csv)).toEqual(await readImportFile("roster.csv", csv));
    const xlsx = await workbook();
    const sheets = await reader.read("roster.xlsx", xlsx);
    expect(sheets).toEqual(await readImportFile("roster.xlsx", xlsx));
    expect(sheets.map((sheet) => sheet.rows)).toEqual([
      [["10001", "Margaret Whitfield", "2026-12-31"]],
      [["10001", "1931", "Packard"]],
    ]);
  });

  it("refuses with an ImportFileError whose message is the worker's, word for word", async () => {
    const refusal = reader.read(
      "roster.csv",
      Buffer.from(`Name\r\n${"x".repeat(importLimits.cellLength + 1)}\r\n`),
    );
    await expect(refusal).rejects.toBeInstanceOf(ImportFileError);
    await expect(refusal).rejects.toThrow(importFileMessages.cellTooLong("roster", 2));
  });

  it("leaves this thread free while it reads the largest roster allowed", async () => {
    const csv = rosterCsv(importLimits.rows);
    // Warm: the worker's start (loading the parsers) is not what is measured.
    await reader.read("warm.csv", rosterCsv(1));
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 5);
    const started = performance.now();
    const sheets = await reader.read("roster.csv", csv);
    const took = performance.now() - started;
    clearInterval(timer);
    expect(sheets[0]?.rows).toHaveLength(importLimits.rows);
    // On this thread the parse held every timer for its whole length (no tick at all); in the worker the timer
    // keeps firing, but for a moment while the sheets are received (a structured clone).
    expect(ticks).toBeGreaterThan(took / 50);
  });

  it("moves a file's bytes to the thread when the Buffer has its memory to itself, and copies a pooled one", async () => {
    const large = rosterCsv(2_000);
    expect(large.byteLength).toBe(large.buffer.byteLength);
    const sheets = await reader.read("roster.csv", large);
    expect(sheets[0]?.rows).toHaveLength(2_000);
    expect(large.byteLength).toBe(0);

    const pooled = rosterCsv(1);
    expect(pooled.byteLength).toBeLessThan(pooled.buffer.byteLength);
    const before = Buffer.from(pooled);
    await reader.read("roster.csv", pooled);
    expect(pooled.equals(before)).toBe(true);
  });

  it("asks to try again when more files wait than it takes", async () => {
    const file = rosterCsv(2_000);
    // Each read its own copy: a Buffer that has its memory to itself is moved to the thread.
    const reads = Array.from({ length: 8 }, () =>
      reader.read("roster.csv", Buffer.from(file)).then(
        () => "read",
        (e) => e,
      ),
    );
    const outcomes = await Promise.all(reads);
    const busy = outcomes.filter((outcome) => outcome instanceof AppError);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]).toMatchObject({ code: "too_many_requests", errors: { base: [importFileMessages.busy] } });
    expect(outcomes.filter((outcome) => outcome === "read").length).toBeGreaterThanOrEqual(4);
  });

  it("refuses a file the worker runs out of memory on, and reads the next one in a new worker", async () => {
    const small = createImportFileReader({ heapMb: 32 });
    try {
      const tiny = Buffer.from("Name\nAnn\n");
      expect(await small.read("tiny.csv", tiny)).toHaveLength(1);
      await expect(small.read("roster.csv", rosterCsv(importLimits.rows))).rejects.toThrow(
        new ImportFileError(importFileMessages.tooLargeToRead),
      );
      expect(await small.read("tiny.csv", tiny)).toHaveLength(1);
    } finally {
      await small.close();
    }
  });
});
