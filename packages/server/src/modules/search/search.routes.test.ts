import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, createMember, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { yearEnd } from "../../test/test-clock.ts";

let t: TestApp;
let token: string;
let ashford: Awaited<ReturnType<typeof createDirectoryMember>>;
/** Where the listed members' dues run to: the end of this year on the test clock. */
let paidThrough: string;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  paidThrough = yearEnd(t.clock.now);
  ashford = await createDirectoryMember(db, {
    member: {
      firstName: "Robert",
      lastName: "Ashford",
      city: "Chicago",
      country: "US",
      state: "US-IL",
      email: "r.ashford@example.net",
    },
    regions: [{ code: "GI", duesExpire: paidThrough }],
    cars: [
      { year: 1931, make: "Cadillac", model: "V-16 Series 452", cylinders: 16 },
      { year: 1937, make: "Cord", model: "812 Supercharged" },
    ],
    associate: { firstName: "Mary", lastName: "Ashford" },
  });
  await createDirectoryMember(db, {
    member: { firstName: "Eleanor", lastName: "ashbury", city: "Greenwich", country: "US", state: "US-CT" },
    regions: [{ code: "NE", duesExpire: paidThrough }],
    cars: [{ year: 1935, make: "Duesenberg", model: "Model J" }],
  });
  await createDirectoryMember(db, {
    member: { firstName: "James", lastName: "Okafor", city: "Toronto", country: "CA", state: "CA-ON" },
    cars: [{ year: 1948, make: "Lincoln", model: "Continental", cylinders: 12 }],
  });
  await createDirectoryMember(db, {
    member: { firstName: "Lapsed", lastName: "Ashton" },
    duesExpire: yearEnd(t.clock.now, -1),
  });
  await createMember(db, { firstName: "Unpaid", lastName: "Ashwell" });
  const searcher = await createDirectoryMember(db, { member: { firstName: "Sam", lastName: "Searcher" } });
  token = await signIn(t.app, searcher.email);
});
afterAll(() => t.close());

const members = (query: string) =>
  t.app.inject({ url: `/api/v1/members/search?${query}`, headers: bearer(token) });
const cars = (query: string) =>
  t.app.inject({ url: `/api/v1/vehicles/search?${query}`, headers: bearer(token) });
const lastNames = (body: { results: { lastName: string }[] }) => body.results.map((r) => r.lastName);

describe("GET /api/v1/members/search", () => {
  it("needs a token", async () => {
    expect((await t.app.inject({ url: "/api/v1/members/search?last_name=a" })).statusCode).toBe(401);
  });

  it("matches names partially and case-insensitively, lists only members in good standing", async () => {
    const response = await members("last_name=ASH");
    expect(response.statusCode).toBe(200);
    expect(lastNames(response.json())).toEqual(["ashbury", "Ashford"]);
    expect(response.json().total).toBe(2);
    expect(response.json().totalRecords).toBe(4);
  });

  it("returns the spec's result fields", async () => {
    const [result] = (await members("first_name=robert")).json().results;
    expect(result).toEqual({
      memberNo: ashford.memberNo,
      firstName: "Robert",
      lastName: "Ashford",
      email: "r.ashford@example.net",
      addressLine1: null,
      addressLine2: null,
      city: "Chicago",
      state: "US-IL",
      stateName: "Illinois",
      zipCode: null,
      cellPhone: null,
      residentialPhone: null,
      associate: "Mary Ashford",
      nationalExpirationDate: paidThrough,
      regionalMemberships: ["Greater Illinois Region"],
      vehiclesCount: 2,
      // Issue 40: what the member keeps from the reader, so the list tells hidden from empty.
      hidden: { email: false, address: false, phones: false },
    });
  });

  it.each([
    ["email=ashford@", ["Ashford"]],
    ["city=green", ["ashbury"]],
    ["country=CA", ["Okafor"]],
    ["state=US-CT", ["ashbury"]],
    ["region=GI", ["Ashford"]],
    ["country=US&last_name=ash&city=chic", ["Ashford"]],
    ["state=US", []],
  ])("filters by %s", async (query, expected) => {
    expect(lastNames((await members(query)).json())).toEqual(expected);
  });

  it("takes % and _ literally", async () => {
    expect((await members("last_name=%25")).json().total).toBe(0);
  });

  it("sorts by last name or member number, both ways", async () => {
    const numbers = (body: { results: { memberNo: number }[] }) => body.results.map((r) => r.memberNo);
    const ascending = numbers((await members("sort=member_no&order=asc")).json());
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(numbers((await members("sort=member_no&order=desc")).json())).toEqual([...ascending].reverse());
    expect(lastNames((await members("last_name=a&order=desc")).json())).toEqual([
      "Searcher",
      "Okafor",
      "Ashford",
      "ashbury",
    ]);
  });

  it("names a bad sort key", async () => {
    const response = await members("sort=email");
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(["sort"]);
  });
});

describe("paging", () => {
  it("returns 500 a page, and the rest on page 2", async () => {
    const paging = await createTestAppForPaging();
    try {
      const page1 = await paging.search("last_name=pager&sort=member_no");
      expect(page1.results).toHaveLength(500);
      expect(page1.total).toBe(503);
      const page2 = await paging.search("last_name=pager&sort=member_no&page=2");
      expect(page2.results).toHaveLength(3);
      expect(page2.results[0].memberNo).toBeGreaterThan(page1.results[499].memberNo);
    } finally {
      await paging.close();
    }
  });
});

async function createTestAppForPaging() {
  const app = await createTestApp();
  const db = app.database.db;
  const searcher = await createDirectoryMember(db, { member: { lastName: "Reader" } });
  await db.execute(
    // 503 listed members in one statement: the factory's password hashing would take minutes.
    sql`
      with plan as (select id from national_plans where title = 'Active Member (USA)'),
      created as (
        insert into members (email, password_hash, first_name, last_name, created_at, updated_at)
        select 'pager' || n || '@example.net', 'x', 'Page', 'Pager' || lpad(n::text, 4, '0'),
          '2020-01-01T00:00:00Z', '2020-01-01T00:00:00Z'
        from generate_series(1, 503) n
        returning id
      )
      insert into national_memberships
        (member_id, national_plan_id, year_joined, dues_expire, created_at, updated_at)
      select created.id, plan.id, 2020, ${yearEnd(app.clock.now)}::date, '2020-01-01T00:00:00Z', '2020-01-01T00:00:00Z'
      from created, plan`,
  );
  const readerToken = await signIn(app.app, searcher.email);
  return {
    search: async (query: string) =>
      (await app.app.inject({ url: `/api/v1/members/search?${query}`, headers: bearer(readerToken) })).json(),
    close: () => app.close(),
  };
}

describe("GET /api/v1/members/{memberNo}/search_profile", () => {
  it("shows a member with their membership and cars", async () => {
    const response = await t.app.inject({
      url: `/api/v1/members/${ashford.memberNo}/search_profile`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      memberNo: ashford.memberNo,
      lastName: "Ashford",
      state: "US-IL",
      stateName: "Illinois",
      country: "US",
      countryName: "United States of America",
      duesExpire: paidThrough,
      nationalPlanName: "Active Member (USA)",
      yearJoined: 2010,
      vehicles: [
        { year: 1931, make: "Cadillac", model: "V-16 Series 452" },
        { year: 1937, make: "Cord", model: "812 Supercharged" },
      ],
    });
  });

  it("answers 404 for an unknown or unlisted member, and 401 without a token", async () => {
    expect(
      (await t.app.inject({ url: "/api/v1/members/999999/search_profile", headers: bearer(token) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/v1/members/${ashford.memberNo}/search_profile` })).statusCode,
    ).toBe(401);
  });
});

describe("GET /api/v1/vehicles/search", () => {
  const models = (body: { results: { model: string }[] }) => body.results.map((r) => r.model);

  it("finds cars of listed members with their owners", async () => {
    const response = await cars("model=model%20j");
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([
      expect.objectContaining({
        year: 1935,
        make: "Duesenberg",
        model: "Model J",
        firstName: "Eleanor",
        lastName: "ashbury",
      }),
    ]);
    expect(response.json().totalRecords).toBe(4);
  });

  it.each([
    ["year=1948", ["Continental"]],
    ["cylinders=16", ["V-16 Series 452"]],
    ["year=1931&cylinders=8", []],
  ])("filters by %s", async (query, expected) => {
    expect(models((await cars(query)).json())).toEqual(expected);
  });

  it("filters by make and sorts by year or model, both ways", async () => {
    const makesList = (await t.app.inject({ url: "/api/v1/makes" })).json() as { id: number; name: string }[];
    const cord = makesList.find((m) => m.name === "Cord")?.id;
    expect(models((await cars(`make_id=${cord}`)).json())).toEqual(["812 Supercharged"]);
    const years = (body: { results: { year: number }[] }) => body.results.map((r) => r.year);
    expect(years((await cars("sort=year&order=asc")).json())).toEqual([1931, 1935, 1937, 1948]);
    expect(years((await cars("sort=year&order=desc")).json())).toEqual([1948, 1937, 1935, 1931]);
    expect(models((await cars("sort=model&order=asc")).json())).toEqual([
      "812 Supercharged",
      "Continental",
      "Model J",
      "V-16 Series 452",
    ]);
  });

  it("shows a car with its owner, 404 for an unknown one", async () => {
    const [first] = (await cars("year=1948")).json().results;
    const response = await t.app.inject({
      url: `/api/v1/vehicles/${first.id}/search_profile`,
      headers: bearer(token),
    });
    expect(response.json()).toMatchObject({
      model: "Continental",
      member: {
        lastName: "Okafor",
        city: "Toronto",
        state: "CA-ON",
        stateName: "Ontario",
        country: "CA",
        countryName: "Canada",
      },
    });
    expect(
      (await t.app.inject({ url: "/api/v1/vehicles/999999/search_profile", headers: bearer(token) }))
        .statusCode,
    ).toBe(404);
  });
});

describe("lifelong members", () => {
  // A LIFE plan never renews, so the dues date on the national membership may lie long in the past.
  let life: TestApp;
  let lifer: Awaited<ReturnType<typeof createDirectoryMember>>;
  let readerToken: string;
  beforeAll(async () => {
    life = await createTestApp();
    lifer = await createDirectoryMember(life.database.db, {
      member: { firstName: "Harriet", lastName: "Lifelong" },
      nationalPlan: "LIFE Member (USA)",
      duesExpire: "1999-12-31",
      cars: [{ year: 1929, make: "Packard", model: "Speedster" }],
    });
    const reader = await createDirectoryMember(life.database.db, { member: { lastName: "Reader" } });
    readerToken = await signIn(life.app, reader.email);
  });
  afterAll(() => life.close());

  it("lists them in the member search whatever their dues date says", async () => {
    const response = await life.app.inject({
      url: "/api/v1/members/search?last_name=lifelong",
      headers: bearer(readerToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([
      expect.objectContaining({
        memberNo: lifer.memberNo,
        lastName: "Lifelong",
        nationalExpirationDate: "1999-12-31",
      }),
    ]);
  });

  it("shows their detail to a member in good standing", async () => {
    const response = await life.app.inject({
      url: `/api/v1/members/${lifer.memberNo}/search_profile`,
      headers: bearer(readerToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      memberNo: lifer.memberNo,
      lastName: "Lifelong",
      nationalPlanName: "LIFE Member (USA)",
      vehicles: [{ year: 1929, make: "Packard", model: "Speedster" }],
    });
  });
});
