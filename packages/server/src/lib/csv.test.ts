import { text } from "node:stream/consumers";
import { stringify as stringifyRows } from "csv-stringify/sync";
import { describe, expect, it } from "vitest";
import { csvLine, spreadsheetCsv, streamCsv } from "./csv.ts";

async function csvOf(rows: Record<string, string | number | null>[]) {
  const csv = spreadsheetCsv(["value"]);
  for (const row of rows) csv.write(row);
  csv.end();
  return (await text(csv)).split("\n").slice(1, -1);
}

describe("spreadsheetCsv", () => {
  it.each(["=", "+", "-", "@", "\t", "＝", "＋", "－", "＠"])(
    "neutralises text starting with %j",
    async (start) => {
      expect(await csvOf([{ value: `${start}1+1` }])).toEqual([`'${start}1+1`]);
    },
  );

  it("quotes a neutralised cell when CSV needs it", async () => {
    expect(await csvOf([{ value: "\r=1" }, { value: '=A1&"x",1' }])).toEqual(['"\'\r=1"', '"\'=A1&""x"",1"']);
  });

  it("leaves numbers, negative ones too, and ordinary text as they are", async () => {
    expect(await csvOf([{ value: -5 }, { value: 1931 }, { value: "Smith-Jones" }, { value: null }])).toEqual([
      "-5",
      "1931",
      "Smith-Jones",
      "",
    ]);
  });
});

// Issue 41: an export writes its rows a batch at a time (one chunk for the compressor and the socket, not one per
// row): the file is the same bytes as row by row through spreadsheetCsv.
describe("streamCsv", () => {
  const awkward = ["=SUM(A1)", '"quoted", with comma', "two\nlines", "-5", "Bé", "", "＠x"];
  const rowOf = (i: number) => ({
    id: i,
    text: awkward[i % awkward.length],
    amount: i % 3 === 0 ? -i / 100 : i / 100,
    none: i % 2 === 0 ? null : undefined,
    hidden: "not a column",
  });
  const columns = ["id", "text", "amount", "none"];

  async function rowByRow(
    rows: ReturnType<typeof rowOf>[],
    cells: (row: ReturnType<typeof rowOf>) => unknown,
  ) {
    const csv = spreadsheetCsv(columns);
    for (const row of rows) csv.write(cells(row));
    csv.end();
    return text(csv);
  }
  async function* source<Row>(rows: Row[]) {
    for (const row of rows) yield row;
  }
  const asArray = (row: ReturnType<typeof rowOf>) => [row.id, row.text, row.amount, row.none];
  const asRecord = (row: ReturnType<typeof rowOf>) => row;

  it.each([0, 1, 2_345])("writes %i rows as the same bytes as row by row", async (count) => {
    const rows = Array.from({ length: count }, (_, i) => rowOf(i));
    for (const cells of [asArray, asRecord]) {
      const streamed = await text(streamCsv(columns, source(rows), cells));
      expect(streamed).toBe(await rowByRow(rows, cells));
    }
  });

  it("hands on a few large chunks, not one per row", async () => {
    const rows = Array.from({ length: 2_345 }, (_, i) => rowOf(i));
    let chunks = 0;
    // As a pipe reads it (the compressor, the reply): flowing, a write for each chunk the stream pushes.
    await new Promise((resolve) =>
      streamCsv(columns, source(rows), asArray)
        .on("data", () => {
          chunks += 1;
        })
        .on("end", resolve),
    );
    expect(chunks).toBeLessThan(10);
  });
});

// Issue 41: the exports write their lines with csvLine, not csv-stringify, whose options, casting and checks for each
// cell made audit.csv's 50,000 lines cost more than its query. Every kind of cell, awkward text above all, comes out
// as the same bytes as csv-stringify with spreadsheetCsv's options.
describe("csvLine", () => {
  const texts = [
    "plain",
    "",
    " ",
    "Smith-Jones",
    "'already quoted",
    "a,b",
    'say "hi"',
    '"',
    "two\nlines",
    "carriage\rreturn",
    "crlf\r\n",
    "Bé ＝ 1",
    ...["=", "+", "-", "@", "\t", "\r", "＝", "＋", "－", "＠"].flatMap((start) => [
      start,
      `${start}1+1`,
      `${start}"a",b`,
    ]),
  ];
  const others = [
    0,
    -0,
    -5,
    1931,
    -0.5,
    1e21,
    Number.NaN,
    12n,
    -12n,
    true,
    false,
    null,
    undefined,
    new Date("2027-06-15T12:00:00Z"),
    { phone: "555-0100", note: 'a "b", c' },
    ["=x", -1],
    { formula: "=1" },
  ];

  const named = (value: unknown) =>
    typeof value === "bigint"
      ? `${value}n`
      : value instanceof Date
        ? value.toISOString()
        : String(JSON.stringify(value));

  it.each([...texts, ...others].map((value) => [named(value), value]))(
    "writes %s as csv-stringify does",
    (_, value) => {
      const columns = ["first", "value", "last"];
      const cells = ["a", value, "z"];
      expect(csvLine(cells, columns.length)).toBe(
        stringifyRows([cells], { columns, escape_formulas: true, header: false }),
      );
    },
  );

  it("writes as many cells as there are columns, no more", () => {
    const columns = ["x", "y"];
    expect(csvLine(["a", "b", "c"], columns.length)).toBe(
      stringifyRows([["a", "b", "c"]], { columns, escape_formulas: true, header: false }),
    );
  });
});
