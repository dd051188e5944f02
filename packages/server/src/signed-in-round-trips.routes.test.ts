import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, signIn } from "./test/factories.ts";
import { captureQueries } from "./test/round-trips.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";

// issue 11: every signed-in read answers in two round trips, the session's and its own (the directory's routes
// are counted in search/directory-speed.routes.test.ts, the report's export pass in its own tests).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("round trips of the signed-in reads", () => {
  it("are two each: the session's and the route's own", async () => {
    const member = await createDirectoryMember(t.database.db, {
      regions: [{ code: "GI", duesExpire: "2099-12-31" }],
      cars: [
        { year: 1932, make: "Packard", model: "Twin Six" },
        { year: 1934, make: "Packard", model: "Eight" },
      ],
      associate: { firstName: "Grace", lastName: "Hopper" },
      administers: ["GI"],
    });
    const token = await signIn(t.app, member.email);

    for (const path of [
      "members/profile",
      "members/membership_details",
      "members/renew_data",
      "vehicles",
      "registrations",
      "events",
      "regional_administrators/available_regions",
    ]) {
      let statusCode = 0;
      const queries = await captureQueries(t.database.db, async () => {
        ({ statusCode } = await t.app.inject({ url: `/api/v1/${path}`, headers: bearer(token) }));
      });
      expect
        .soft({ path, statusCode, roundTrips: queries.length })
        .toEqual({ path, statusCode: 200, roundTrips: 2 });
    }
  });
});
