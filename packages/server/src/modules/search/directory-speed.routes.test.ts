import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keptForMs } from "../../lib/minute-cache.ts";
import { bearer, createDirectoryMember, signIn } from "../../test/factories.ts";
import { countRoundTrips } from "../../test/round-trips.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom, yearEnd } from "../../test/test-clock.ts";

// Issue 11: the directory's size (totalRecords) is counted once a minute, not on every search, and each directory
// route answers in two round trips: the session's (with the member's standing) and its own.

let t: TestApp;
let token: string;
let nextYear: string;
beforeAll(async () => {
  t = await createTestApp();
  nextYear = yearEnd(t.clock.now, 1);
  const searcher = await createDirectoryMember(t.database.db, {
    member: { firstName: "Sam", lastName: "Searcher" },
    duesExpire: nextYear,
  });
  await createDirectoryMember(t.database.db, {
    member: { firstName: "Robert", lastName: "Ashford" },
    duesExpire: nextYear,
    cars: [{ year: 1931, make: "Cadillac", model: "V-16" }],
  });
  token = await signIn(t.app, searcher.email, undefined, true);
});
afterAll(() => t.close());

const search = async (path: string) => {
  const response = await t.app.inject({ url: `/api/v1/${path}`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    results: { memberNo?: number; id?: number }[];
    total: number;
    totalRecords: number;
  };
};
const membersInDirectory = async () => (await search("members/search?last_name=a")).totalRecords;
const carsInDirectory = async () => (await search("vehicles/search?model=v")).totalRecords;
const aMinuteLater = () => {
  t.clock.now = new Date(t.clock.now.getTime() + keptForMs + 1_000);
};

describe("the directory's size in search replies (totalRecords)", () => {
  it("counts a member who joins, and their cars, within a minute", async () => {
    expect(await membersInDirectory()).toBe(2);
    expect(await carsInDirectory()).toBe(1);
    await createDirectoryMember(t.database.db, {
      member: { lastName: "Joiner" },
      duesExpire: nextYear,
      cars: [{ year: 1937, make: "Cord", model: "812" }],
    });
    // Counted once a minute: the same number until then.
    expect(await membersInDirectory()).toBe(2);
    aMinuteLater();
    expect(await membersInDirectory()).toBe(3);
    expect(await carsInDirectory()).toBe(2);
  });

  it("drops a member whose dues lapse, on the day after", async () => {
    await createDirectoryMember(t.database.db, {
      member: { lastName: "Lapsing" },
      duesExpire: daysFrom(t.clock.now, 1),
    });
    aMinuteLater();
    const before = await membersInDirectory();
    // Two days on (at noon, whatever the time of day was): the dues ran to yesterday.
    t.clock.now = new Date(`${daysFrom(t.clock.now, 2)}T12:00:00Z`);
    expect(await membersInDirectory()).toBe(before - 1);
  });

  it("counts a new match at once when the page is not full (its total is its length)", async () => {
    const total = async () => (await search("members/search?last_name=ashford")).total;
    expect(await total()).toBe(1);
    await createDirectoryMember(t.database.db, { member: { lastName: "Ashford" }, duesExpire: nextYear });
    expect(await total()).toBe(2);
  });

  it("is the number matching when nothing filters", async () => {
    aMinuteLater();
    const all = await t.app.inject({ url: "/api/v1/members/search", headers: bearer(token) });
    expect(all.json().total).toBe(all.json().totalRecords);
    expect(all.json().results).toHaveLength(all.json().total);
  });
});

describe("round trips", () => {
  it("answers each directory route in two: the session's and its own", async () => {
    const [member] = (await search("members/search?last_name=ashford")).results;
    const [car] = (await search("vehicles/search?model=v-16")).results;
    for (const path of [
      "members/search?last_name=ashford",
      "members/search?sort=member_no&order=desc",
      `members/${member?.memberNo}/search_profile`,
      "vehicles/search?model=v-16",
      "vehicles/search?sort=year",
      `vehicles/${car?.id}/search_profile`,
    ]) {
      expect.soft({ path, roundTrips: await countRoundTrips(t.database.db, () => search(path)) }).toEqual({
        path,
        roundTrips: 2,
      });
    }
  });
});
