import { isoDay } from "@club/domain/days";
import { defaultRenewalWindow, renewalWindowFor } from "@club/domain/membership-year.rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDirectoryMember } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { yearEnd } from "../../test/test-clock.ts";
import { type ReportMembers, type ReportSection, reportRows } from "./report.repository.ts";

// The export reads a region through one cursor, a batch of rows per fetch: whatever the batch size, every row
// comes once, in the report's order, also where one last name or one member's cars run across a batch's end.

let t: TestApp;
let reported: ReportMembers;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const inRegion = [{ code: "GI", duesExpire: yearEnd(t.clock.now) }];
  const cars = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ year: 1930 + i, make: "Packard", model: `Eight ${i}` }));
  for (const [lastName, carCount] of [
    ["Smith", 3],
    ["Adams", 1],
    ["Smith", 0],
    ["Smith", 2],
    ["Baker", 4],
    ["Smith", 1],
  ] as const) {
    await createDirectoryMember(db, { member: { lastName }, regions: inRegion, cars: cars(carCount) });
  }
  await createDirectoryMember(db, { member: { lastName: "Elsewhere" }, cars: cars(2) });
  const today = isoDay(t.clock.now);
  reported = {
    regionCode: "GI",
    filter: "all_members",
    today,
    window: renewalWindowFor(today, defaultRenewalWindow),
  };
});
afterAll(() => t.close());

async function readAll(section: ReportSection, batchSize: number) {
  const rows: Record<string, unknown>[] = [];
  for await (const row of reportRows(t.database.db, section, reported, batchSize)) rows.push(row);
  return rows;
}

describe("the regional report's batches", () => {
  it.each([
    ["all_member_data", 6],
    ["mailing_list", 6],
    ["cars", 11],
  ] as const)("read every row of %s once, in order, in batches of any size", async (section, count) => {
    const inOneBatch = await readAll(section, 1_000);
    expect(inOneBatch).toHaveLength(count);
    expect(inOneBatch.map((row) => row["Last Name"])).toEqual(
      [...inOneBatch.map((row) => row["Last Name"])].sort(),
    );
    for (const batchSize of [1, 2, 3, 5]) expect(await readAll(section, batchSize)).toEqual(inOneBatch);
  });

  it("orders one last name by member number, and one member's cars by car", async () => {
    const cars = await readAll("cars", 2);
    const smiths = cars.filter((row) => row["Last Name"] === "Smith").map((row) => row["Member Number"]);
    expect(smiths).toEqual([...smiths].sort((a, b) => Number(a) - Number(b)));
    expect(new Set(smiths).size).toBe(3);
    expect(cars.filter((row) => row["Last Name"] === "Baker").map((row) => row.Year)).toEqual([
      1930, 1931, 1932, 1933,
    ]);
  });
});
