import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember, createTerm, signIn, stamped } from "../../test/factories.ts";
import { countRoundTrips } from "../../test/round-trips.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { yearEnd } from "../../test/test-clock.ts";
import { regions } from "../geo/geo.schema.ts";
import { associates } from "../members/members.schema.ts";
import { nationalPlans, regionalPlans } from "../plans/plans.schema.ts";
import { nationalMemberships, regionalMemberships } from "./memberships.schema.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const details = (token?: string) =>
  t.app.inject({
    method: "GET",
    url: "/api/v1/members/membership_details",
    headers: token ? bearer(token) : {},
  });

async function planId(title: string) {
  const [plan] = await t.database.db.select().from(nationalPlans).where(eq(nationalPlans.title, title));
  return plan?.id as number;
}

async function regionalPlan(code: string) {
  const [row] = await t.database.db
    .select({ planId: regionalPlans.id, regionId: regions.id })
    .from(regionalPlans)
    .innerJoin(regions, eq(regions.id, regionalPlans.regionId))
    .where(eq(regions.code, code));
  if (!row) throw new Error(`no region ${code}`);
  return row;
}

describe("GET /api/v1/members/membership_details", () => {
  it("needs a token", async () => {
    expect((await details()).statusCode).toBe(401);
  });

  it("shows the national membership, the associate with their regions, and the administrator flag", async () => {
    // Paid in January for this year, whatever year the test clock is in.
    const year = t.clock.now.getUTCFullYear();
    const paidThrough = yearEnd(t.clock.now);
    const member = await createMember(t.database.db);
    const db = t.database.db;
    await db.insert(nationalMemberships).values({
      memberId: member.id,
      nationalPlanId: await planId("Active Member (USA)"),
      yearJoined: 2010,
      duesExpire: paidThrough,
      datePaid: `${year}-01-04`,
      amountPaid: 8240,
      renewalDate: `${year}-01-04`,
      museumMembershipLevel: 100,
      ...stamped,
    });
    await db
      .insert(associates)
      .values({ memberId: member.id, firstName: "Harold", lastName: "Whitfield", ...stamped });
    const illinois = await regionalPlan("GI");
    const midwest = await regionalPlan("UM");
    await db.insert(regionalMemberships).values([
      {
        memberId: member.id,
        regionalPlanId: illinois.planId,
        associate: true,
        duesExpire: paidThrough,
        ...stamped,
      },
      {
        memberId: member.id,
        regionalPlanId: midwest.planId,
        associate: false,
        duesExpire: paidThrough,
        ...stamped,
      },
    ]);
    await createTerm(db, { memberId: member.id, regionCode: "GI" });

    const response = await details(await signIn(t.app, member.email));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      memberNo: member.memberNo,
      nationalPlanName: "Active Member (USA)",
      yearJoined: 2010,
      duesExpire: paidThrough,
      datePaid: `${year}-01-04`,
      amountPaid: 8240,
      renewalDate: `${year}-01-04`,
      museumMembershipLevel: 100,
      lifelong: false,
      standing: "active",
      regionalAdministrator: true,
      // The default window (packages/domain's membership-year rules): 1 October to 31 December of this year.
      renewalWindow: { start: `${year}-10-01`, end: `${year}-12-31` },
      regionalMemberships: [
        {
          id: expect.any(Number),
          regionName: "Greater Illinois Region",
          regionCode: "GI",
          duesExpire: paidThrough,
          associate: true,
        },
        {
          id: expect.any(Number),
          regionName: "Upper Midwest Region",
          regionCode: "UM",
          duesExpire: paidThrough,
          associate: false,
        },
      ],
      associate: {
        firstName: "Harold",
        lastName: "Whitfield",
        regionalMemberships: ["Greater Illinois Region"],
      },
    });
  });

  it("answers with empty parts for a member with nothing paid yet, and only their own data", async () => {
    const member = await createMember(t.database.db);
    const response = await details(await signIn(t.app, member.email));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      memberNo: member.memberNo,
      nationalPlanName: null,
      duesExpire: null,
      lifelong: false,
      standing: "unpaid",
      regionalAdministrator: false,
      regionalMemberships: [],
      associate: null,
    });
  });

  it("marks a lifelong plan", async () => {
    const member = await createMember(t.database.db);
    await t.database.db.insert(nationalMemberships).values({
      memberId: member.id,
      nationalPlanId: await planId("LIFE Member (USA)"),
      yearJoined: 1990,
      duesExpire: "9999-12-31",
      ...stamped,
    });
    const response = await details(await signIn(t.app, member.email));
    expect(response.json()).toMatchObject({
      lifelong: true,
      standing: "active",
      nationalPlanName: "LIFE Member (USA)",
    });
  });

  it("answers in two round trips: the session's and its own (issue 11; it took six)", async () => {
    const member = await createMember(t.database.db);
    const token = await signIn(t.app, member.email);
    expect(await countRoundTrips(t.database.db, () => details(token))).toBe(2);
  });
});
