import { describe, expect, it } from "vitest";
import { readImportFile } from "./import-file.ts";
import { createImportFileReader } from "./import-file-reader.ts";
import { storedSheet } from "./import-row-chunks.ts";

// Issue 41: the rows of a sheet as the upload stores them, made in the reading thread.

const sheet = (rows: string[][]) => ({
  name: "roster",
  columns: ["Member ID", "Notes"],
  rows,
  rowNumbers: rows.map((_, i) => i + 3),
});

const text = new TextDecoder();
const stored = (chunks: Uint8Array[]) =>
  chunks.flatMap((chunk) => JSON.parse(text.decode(chunk)) as unknown[]);

describe("storedSheet", () => {
  it("keeps every row in order with its number and cells by column, a formula's escape taken off", () => {
    const result = storedSheet(
      sheet([
        ["1", "'=SUM(A1)"],
        ["2", "plain"],
        ["3", "'just quoted"],
      ]),
      {
        rows: 2,
        characters: 1_000,
      },
    );
    expect(result).toMatchObject({ name: "roster", columns: ["Member ID", "Notes"], rows: 3 });
    expect(result.chunks).toHaveLength(2);
    expect(stored(result.chunks)).toEqual([
      { row_no: 3, cells: { "Member ID": "1", Notes: "=SUM(A1)" } },
      { row_no: 4, cells: { "Member ID": "2", Notes: "plain" } },
      { row_no: 5, cells: { "Member ID": "3", Notes: "'just quoted" } },
    ]);
  });

  it("ends a chunk before it passes its characters, but holds a row longer than that alone", () => {
    const long = "x".repeat(300);
    const result = storedSheet(
      sheet([
        ["1", long],
        ["2", long],
        ["3", "short"],
      ]),
      {
        rows: 100,
        characters: 400,
      },
    );
    expect(result.chunks).toHaveLength(3);
    expect(stored(result.chunks).map((row) => (row as { row_no: number }).row_no)).toEqual([3, 4, 5]);
  });

  it("gives each chunk, however small, its own memory, so that moving one to another thread takes nothing else", () => {
    const { chunks } = storedSheet(
      sheet([
        ["1", "a"],
        ["2", "b"],
        ["3", "c"],
      ]),
      { rows: 1, characters: 1_000 },
    );
    expect(chunks).toHaveLength(3);
    for (const chunk of chunks) {
      expect(chunk.byteOffset).toBe(0);
      expect(chunk.buffer.byteLength).toBe(chunk.byteLength);
    }
  });

  it("makes no chunk of a sheet without rows", () => {
    expect(storedSheet(sheet([])).chunks).toEqual([]);
  });
});

describe("ImportFileReader.readForStorage", () => {
  it("gives, from the reading thread, the sheets readImportFile reads here, ready to store", async () => {
    const reader = createImportFileReader();
    try {
      const csv = Buffer.from("Member ID,Name\r\n1001,Ann\r\n\r\n1002,'+Bob\r\n");
      const [read] = await readImportFile("roster.csv", csv);
      const [ready] = await reader.readForStorage("roster.csv", csv);
      expect(read && ready).toBeTruthy();
      expect(ready).toEqual(read && storedSheet(read));
      expect(stored(ready?.chunks ?? [])).toEqual([
        { row_no: 2, cells: { "Member ID": "1001", Name: "Ann" } },
        { row_no: 4, cells: { "Member ID": "1002", Name: "+Bob" } },
      ]);
    } finally {
      await reader.close();
    }
  });
});
