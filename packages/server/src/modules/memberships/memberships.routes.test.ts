import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  associates,
  nationalMemberships,
  nationalPlans,
  regionalAdministrators,
  regionalMemberships,
  regionalPlans,
  regions,
} from "../../db/schema.ts";
import { bearer, createMember, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

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
    const member = await createMember(t.database.db);
    const db = t.database.db;
    await db.insert(nationalMemberships).values({
      memberId: member.id,
      nationalPlanId: await planId("Active Member (USA)"),
      yearJoined: 2010,
      duesExpire: "2026-12-31",
      datePaid: "2026-01-04",
      amountPaid: 8240,
      renewalDate: "2026-01-04",
      museumMembershipLevel: 100,
    });
    await db.insert(associates).values({ memberId: member.id, firstName: "Harold", lastName: "Whitfield" });
    const illinois = await regionalPlan("GI");
    const midwest = await regionalPlan("UM");
    await db.insert(regionalMemberships).values([
      { memberId: member.id, regionalPlanId: illinois.planId, associate: true, duesExpire: "2026-12-31" },
      { memberId: member.id, regionalPlanId: midwest.planId, associate: false, duesExpire: "2026-12-31" },
    ]);
    await db.insert(regionalAdministrators).values({ memberId: member.id, regionId: illinois.regionId });

    const response = await details(await signIn(t.app, member.email));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      memberNo: member.memberNo,
      nationalPlanName: "Active Member (USA)",
      yearJoined: 2010,
      duesExpire: "2026-12-31",
      datePaid: "2026-01-04",
      amountPaid: 8240,
      renewalDate: "2026-01-04",
      museumMembershipLevel: 100,
      lifelong: false,
      regionalAdministrator: true,
      renewalWindow: { start: "2026-10-01", end: "2026-12-31" },
      regionalMemberships: [
        {
          id: expect.any(Number),
          regionName: "Greater Illinois Region",
          regionCode: "GI",
          duesExpire: "2026-12-31",
          associate: true,
        },
        {
          id: expect.any(Number),
          regionName: "Upper Midwest Region",
          regionCode: "UM",
          duesExpire: "2026-12-31",
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
    });
    const response = await details(await signIn(t.app, member.email));
    expect(response.json()).toMatchObject({ lifelong: true, nationalPlanName: "LIFE Member (USA)" });
  });
});
