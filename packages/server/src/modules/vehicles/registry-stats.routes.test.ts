import { directoryMessages } from "@club/domain/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, signIn, stamped } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { yearEnd } from "../../test/test-clock.ts";
import { makes } from "../makes/makes.schema.ts";
import { vehicles } from "./vehicles.schema.ts";

// Issue 27: the registry in numbers, for members in good standing. The cars below are chosen so that each rule
// changes a figure: a lapsed member's car and a car in no garage count as cars but not "with current members", a
// destroyed car not at all (a make with only a destroyed car is not listed), a disputed car does.

let t: TestApp;
let token: string;
let lapsedToken: string;
const makeIds: Record<string, number> = {};

async function addCar(
  memberId: number | null,
  make: string,
  model: string,
  year: number,
  status: "active" | "destroyed" | "disputed" = "active",
) {
  await t.database.db.insert(vehicles).values({
    memberId,
    makeId: makeIds[make] as number,
    model,
    year,
    status,
    numberOfCylinders: 8,
    ...stamped,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ["Packard", "Cadillac", "Cord", "Duesenberg", "Stutz"]) {
    const [make] = await t.database.db.select().from(makes).where(eq(makes.name, name));
    makeIds[name] = make?.id as number;
  }
  const current = await createDirectoryMember(t.database.db, { member: { lastName: "Current" } });
  const lapsed = await createDirectoryMember(t.database.db, {
    member: { lastName: "Lapsed" },
    duesExpire: yearEnd(t.clock.now, -1),
  });
  await addCar(current.id, "Packard", "Twelve", 1934);
  await addCar(current.id, "Packard", "Twelve", 1934);
  await addCar(current.id, "Packard", "Twelve", 1936);
  await addCar(current.id, "Packard", "Eight", 1929);
  await addCar(current.id, "Packard", "Twelve", 1934, "destroyed");
  await addCar(current.id, "Cadillac", "V-16", 1931);
  await addCar(current.id, "Cord", "812", 1937, "disputed");
  await addCar(current.id, "Duesenberg", "Model J", 1930, "destroyed");
  await addCar(lapsed.id, "Packard", "Twelve", 1934);
  // Sold outside the club: in the registry, in no member's garage.
  await addCar(null, "Packard", "Super Eight", 1940);
  token = await signIn(t.app, current.email);
  lapsedToken = await signIn(t.app, lapsed.email);
});
afterAll(() => t.close());

const stats = (query = "", authToken = token) =>
  t.app.inject({ url: `/api/v1/registry/stats${query}`, headers: bearer(authToken) });

describe("GET /api/v1/registry/stats", () => {
  it("needs a token", async () => {
    expect((await t.app.inject({ url: "/api/v1/registry/stats" })).statusCode).toBe(401);
  });

  it("refuses a lapsed member, as the car search does", async () => {
    const response = await stats("", lapsedToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errors: { membership: [directoryMessages.lapsed] } });
  });

  it.each(["abc", "0", "-3", "1.5"])("names makeId when make_id is %s", async (value) => {
    const response = await stats(`?make_id=${value}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(["makeId"]);
  });

  it("says 404 for a make the club does not list", async () => {
    expect((await stats("?make_id=999999")).statusCode).toBe(404);
  });

  it("counts every make with cars, most cars first, destroyed cars left out", async () => {
    const response = await stats();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      makes: [
        { makeId: makeIds.Packard, make: "Packard", cars: 6, withCurrentMembers: 4 },
        // Tied: by name.
        { makeId: makeIds.Cadillac, make: "Cadillac", cars: 1, withCurrentMembers: 1 },
        { makeId: makeIds.Cord, make: "Cord", cars: 1, withCurrentMembers: 1 },
      ],
      models: null,
      totals: { cars: 8, withCurrentMembers: 6 },
    });
    // An empty make_id is no filter, as a cleared select sends it.
    expect((await stats("?make_id=")).json()).toEqual(response.json());
  });

  it("counts one make's cars by model A–Z and year", async () => {
    const response = await stats(`?make_id=${makeIds.Packard}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      makes: [{ makeId: makeIds.Packard, make: "Packard", cars: 6, withCurrentMembers: 4 }],
      models: [
        { model: "Eight", year: 1929, cars: 1, withCurrentMembers: 1 },
        { model: "Super Eight", year: 1940, cars: 1, withCurrentMembers: 0 },
        { model: "Twelve", year: 1934, cars: 3, withCurrentMembers: 2 },
        { model: "Twelve", year: 1936, cars: 1, withCurrentMembers: 1 },
      ],
      totals: { cars: 6, withCurrentMembers: 4 },
    });
  });

  it("answers a make without cars (here only a destroyed one) with zeros", async () => {
    for (const make of ["Duesenberg", "Stutz"]) {
      const response = await stats(`?make_id=${makeIds[make]}`);
      expect(response.statusCode, make).toBe(200);
      expect(response.json(), make).toEqual({
        makes: [{ makeId: makeIds[make], make, cars: 0, withCurrentMembers: 0 }],
        models: [],
        totals: { cars: 0, withCurrentMembers: 0 },
      });
    }
  });
});
