import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { spreadsheetCsv } from "./csv.ts";

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
