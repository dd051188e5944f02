import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveOrder, decideSandboxOrder, joinClub, openOrder } from "../../test/checkout-requests.ts";
import {
  bearer,
  createDirectoryMember,
  joinPayload,
  renewalPayload,
  signIn,
  signInEachRole,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { pinClock } from "../../test/test-clock.ts";
import { invoices, payments } from "../checkout/checkout.schema.ts";
import { regions } from "../geo/geo.schema.ts";
import { regionalPlans } from "./plans.schema.ts";

// Issue 14: plans and prices from the office's screens, for office administrators only. A price is stored with each
// invoice when it is made: a change applies to the next invoice, never to an open or a paid one.

let t: TestApp;
let tokens: { member: string; regionalAdmin: string; staff: string; admin: string };
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  const roles = await signInEachRole(t.app, t.database.db);
  tokens = roles.tokens;
  adminId = roles.ids.admin;
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT";
const call = (method: Method, url: string, payload?: object, token: string | null = tokens.admin) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload });
const errorsOf = async (method: Method, url: string, payload?: object) =>
  (await call(method, url, payload)).json().errors as Record<string, string[]>;

/** The newest audit entries written by the office administrator of these tests. */
async function trail() {
  return (await call("GET", `/office/audit?actor_id=${adminId}`)).json().results as {
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];
}

let titles = 0;
const nationalPlan = (changes: Record<string, unknown> = {}) => {
  titles += 1;
  return {
    title: `Touring Member ${titles}`,
    description: "A year of membership for touring members.",
    cost: 7000,
    associate_plan_title: `Touring Associate ${titles}`,
    associate_plan_cost: 1200,
    ...changes,
  };
};

async function addNationalPlan(changes: Record<string, unknown> = {}) {
  const reply = await call("POST", "/office/national_plans", nationalPlan(changes));
  expect(reply.statusCode).toBe(201);
  return reply.json() as { id: number; title: string; cost: number };
}

async function regionalPlanOf(code: string) {
  const [row] = await t.database.db
    .select({ id: regionalPlans.id })
    .from(regionalPlans)
    .innerJoin(regions, eq(regions.id, regionalPlans.regionId))
    .where(eq(regions.code, code));
  return row?.id as number;
}

describe("who may see and change plans", () => {
  it.each([
    ["GET", "/office/national_plans"],
    ["POST", "/office/national_plans"],
    ["PUT", "/office/national_plans/1"],
    ["GET", "/office/regional_plans"],
    ["POST", "/office/regional_plans"],
    ["PUT", "/office/regional_plans/1"],
  ] as const)(
    "%s %s: 401 without a token, 403 for a member, a regional administrator and office staff",
    async (method, url) => {
      const body = method === "GET" ? undefined : { cost: 100 };
      expect((await call(method, url, body, null)).statusCode).toBe(401);
      expect((await call(method, url, body, tokens.member)).statusCode).toBe(403);
      expect((await call(method, url, body, tokens.regionalAdmin)).statusCode).toBe(403);
      expect((await call(method, url, body, tokens.staff)).statusCode).toBe(403);
    },
  );
});

describe("national plans", () => {
  it("lists every plan, the LIFE plan and inactive ones included, with how many members hold each", async () => {
    const reply = await call("GET", "/office/national_plans");
    expect(reply.statusCode).toBe(200);
    const plans = reply.json() as { title: string; members: number }[];
    expect(plans.map((plan) => plan.title)).toContain("LIFE Member (USA)");
    expect(plans.find((plan) => plan.title === "Active Member (USA)")).toMatchObject({
      cost: 8000,
      associatePlanTitle: "Associate Member (USA)",
      associatePlanCost: 1500,
      lifelong: false,
      offeredOnline: true,
      active: true,
      members: 2,
    });
  });

  it("adds a plan, offered online and active unless told otherwise, in the audit trail", async () => {
    const reply = await call(
      "POST",
      "/office/national_plans",
      nationalPlan({ title: "  Youth Member  ", cost: 2500 }),
    );
    expect(reply.statusCode).toBe(201);
    const plan = reply.json();
    expect(plan).toMatchObject({
      title: "Youth Member",
      cost: 2500,
      lifelong: false,
      offeredOnline: true,
      active: true,
      members: 0,
    });
    const offered = (await call("GET", "/national_membership_plans", undefined, null)).json();
    expect(offered.at(-1)).toMatchObject({ id: plan.id, title: "Youth Member", cost: 2500 });
    expect((await trail())[0]).toMatchObject({
      action: "plan_created",
      after: { planId: plan.id, title: "Youth Member", cost: 2500, active: true },
    });
  });

  it("names the field that is wrong, and refuses a title another plan has", async () => {
    expect(await errorsOf("POST", "/office/national_plans", nationalPlan({ cost: "eighty" }))).toHaveProperty(
      "cost",
    );
    expect(Object.keys(await errorsOf("POST", "/office/national_plans", nationalPlan({ cost: -1 })))).toEqual(
      ["cost"],
    );
    expect(
      Object.keys(await errorsOf("POST", "/office/national_plans", nationalPlan({ cost: 8000.5 }))),
    ).toEqual(["cost"]);
    expect(
      Object.keys(await errorsOf("POST", "/office/national_plans", nationalPlan({ title: " " }))),
    ).toEqual(["title"]);
    const { title: _title, ...untitled } = nationalPlan();
    expect((await call("POST", "/office/national_plans", untitled)).statusCode).toBe(400);
    expect(
      Object.keys(await errorsOf("POST", "/office/national_plans", nationalPlan({ active: "yes" }))),
    ).toEqual(["active"]);

    const taken = await call(
      "POST",
      "/office/national_plans",
      nationalPlan({ title: "active member (usa)" }),
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({ errors: { title: ["Another plan already has this title"] } });
    const plan = await addNationalPlan();
    const renamed = await call("PUT", `/office/national_plans/${plan.id}`, { title: "Digital Member" });
    expect(renamed.statusCode).toBe(422);
    expect(Object.keys(renamed.json().errors)).toEqual(["title"]);
  });

  it("changes the fields given and keeps the others; the trail has the values before and after", async () => {
    const plan = await addNationalPlan();
    const reply = await call("PUT", `/office/national_plans/${plan.id}`, {
      cost: 7500,
      description: "Now with the touring calendar.",
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      id: plan.id,
      title: plan.title,
      cost: 7500,
      description: "Now with the touring calendar.",
      associatePlanCost: 1200,
    });
    expect((await trail())[0]).toMatchObject({
      action: "plan_changed",
      before: { cost: 7000, description: "A year of membership for touring members." },
      after: { planId: plan.id, cost: 7500, description: "Now with the touring calendar." },
    });
    // Nothing changed, nothing in the trail.
    const entries = (await trail()).length;
    expect((await call("PUT", `/office/national_plans/${plan.id}`, { cost: 7500 })).statusCode).toBe(200);
    expect((await trail()).length).toBe(entries);
  });

  it("answers 404 for a plan that does not exist and 400 for an id that is not one", async () => {
    expect((await call("PUT", "/office/national_plans/999999", { cost: 100 })).statusCode).toBe(404);
    const bad = await call("PUT", "/office/national_plans/abc", { cost: 100 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(["id"]);
  });

  it("an inactive plan is offered to nobody joining or renewing, and the members on it keep it", async () => {
    // Inside the default renewal window, with dues to the end of the year: renewing is open.
    pinClock(t.clock, "2026-11-21T12:00:00Z");
    const plan = await addNationalPlan();
    const member = await createDirectoryMember(t.database.db, {
      nationalPlan: plan.title,
      duesExpire: "2026-12-31",
    });
    const off = await call("PUT", `/office/national_plans/${plan.id}`, { active: false });
    expect(off.json()).toMatchObject({ active: false, members: 1 });

    const offered = (await call("GET", "/national_membership_plans", undefined, null)).json();
    expect(offered.map((row: { id: number }) => row.id)).not.toContain(plan.id);
    const join = await t.app.inject({
      method: "POST",
      url: "/api/v1/members",
      payload: joinPayload({ national_plan: plan.id }),
    });
    expect(join.statusCode).toBe(422);
    expect(Object.keys(join.json().errors)).toEqual(["nationalPlan"]);

    const token = await signIn(t.app, member.email);
    const details = await t.app.inject({ url: "/api/v1/members/membership_details", headers: bearer(token) });
    expect(details.json()).toMatchObject({ nationalPlanName: plan.title });
    const renewal = await t.app.inject({
      method: "PUT",
      url: "/api/v1/members/renew",
      headers: bearer(token),
      payload: renewalPayload({ national_plan: plan.id }),
    });
    expect(renewal.statusCode).toBe(422);
    expect(Object.keys(renewal.json().errors)).toEqual(["nationalPlan"]);
  });
});

describe("a new price", () => {
  it("applies to the next join, never to an open invoice, which is paid at its own total", async () => {
    const plan = await addNationalPlan({ cost: 6000 });
    const { orderId } = await joinClub(t, { national_plan: plan.id });
    const invoice = async (id: string) => (await t.app.inject({ url: `/api/v1/invoices/${id}` })).json();
    const opened = await invoice(orderId);
    expect(opened.items[0]).toEqual({ description: plan.title, amount: 6000 });

    const changed = await call("PUT", `/office/national_plans/${plan.id}`, { cost: 6500 });
    expect(changed.statusCode).toBe(200);

    // Ten days later, within INVOICE_EXPIRY_DAYS (30 by default): the open invoice holds its price.
    pinClock(t.clock, new Date(t.clock.now.getTime() + 10 * 86_400_000).toISOString());
    expect(await invoice(orderId)).toEqual(opened);
    const providerOrderId = await openOrder(t, orderId);
    await decideSandboxOrder(t, providerOrderId, "approve");
    expect((await approveOrder(t, orderId, providerOrderId)).json()).toMatchObject({ status: "paid" });
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.publicId, orderId));
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.invoiceId, row?.id as number));
    expect(row).toMatchObject({ status: "paid", total: opened.total });
    expect(payment?.amount).toBe(opened.total);
    expect(await invoice(orderId)).toMatchObject({ items: opened.items, total: opened.total });

    const next = await joinClub(t, { national_plan: plan.id });
    const nextInvoice = await invoice(next.orderId);
    expect(nextInvoice.items[0]).toEqual({ description: plan.title, amount: 6500 });
    expect(nextInvoice.total).toBeGreaterThan(opened.total);
  });
});

describe("regional plans", () => {
  it("lists every region's plan with its region", async () => {
    const reply = await call("GET", "/office/regional_plans");
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toContainEqual(
      expect.objectContaining({
        regionCode: "GI",
        regionName: "Greater Illinois Region",
        title: "Greater Illinois Region membership",
        description: "",
        cost: 4000,
        associateCost: 1000,
        active: true,
      }),
    );
  });

  it("changes a price: the next join pays it, and the trail says which plan", async () => {
    const id = await regionalPlanOf("LS");
    const reply = await call("PUT", `/office/regional_plans/${id}`, {
      cost: 3200,
      description: "Tours across Texas.",
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      id,
      regionCode: "LS",
      cost: 3200,
      description: "Tours across Texas.",
    });
    expect((await trail())[0]).toMatchObject({
      action: "plan_changed",
      before: { cost: 3000, description: "" },
      after: { plan: "Lone Star Region membership (regional plan, LS)", cost: 3200 },
    });
    const { orderId } = await joinClub(t, { regional_plans: [{ regional_id: id, associate: false }] });
    const invoice = (await t.app.inject({ url: `/api/v1/invoices/${orderId}` })).json();
    expect(invoice.items).toContainEqual({ description: "Lone Star Region membership", amount: 3200 });
  });

  it("an inactive regional plan is not offered, and a join that names it is refused", async () => {
    const id = await regionalPlanOf("MI");
    expect((await call("PUT", `/office/regional_plans/${id}`, { active: false })).json()).toMatchObject({
      active: false,
    });
    const offered = (await call("GET", "/regional_membership_plans", undefined, null)).json();
    expect(offered.map((row: { id: number }) => row.id)).not.toContain(id);
    const join = await t.app.inject({
      method: "POST",
      url: "/api/v1/members",
      payload: joinPayload({ regional_plans: [{ regional_id: id, associate: false }] }),
    });
    expect(join.statusCode).toBe(422);
    expect(Object.keys(join.json().errors)).toEqual(["regionalPlans"]);
  });

  it("adds the plan of a region that has none, and refuses a second plan or an unknown region", async () => {
    await t.database.db.insert(regions).values({ code: "HI", name: "Hawaii Region", countryCode: "US" });
    const reply = await call("POST", "/office/regional_plans", {
      region_code: "hi",
      title: "Hawaii Region membership",
      cost: 2000,
      associate_cost: 500,
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ regionCode: "HI", cost: 2000, active: true, members: 0 });
    expect((await trail())[0]).toMatchObject({
      action: "plan_created",
      after: { regionCode: "HI", title: "Hawaii Region membership", cost: 2000 },
    });

    const second = await call("POST", "/office/regional_plans", {
      region_code: "HI",
      title: "Another Hawaii plan",
      cost: 2000,
      associate_cost: 500,
    });
    expect(second.statusCode).toBe(422);
    expect(Object.keys(second.json().errors)).toEqual(["regionCode"]);
    const unknown = await call("POST", "/office/regional_plans", {
      region_code: "ZZ",
      title: "Nowhere",
      cost: 2000,
      associate_cost: 500,
    });
    expect(unknown.json()).toEqual({ errors: { regionCode: ["There is no region with this code"] } });
    const missing = await call("POST", "/office/regional_plans", { title: "Nowhere", cost: 2000 });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual(["associateCost", "regionCode"]);
  });

  it("names the field that is wrong, refuses a taken title, and 404 for an unknown plan", async () => {
    const id = await regionalPlanOf("CO");
    expect(
      Object.keys(await errorsOf("PUT", `/office/regional_plans/${id}`, { associate_cost: -5 })),
    ).toEqual(["associateCost"]);
    const taken = await call("PUT", `/office/regional_plans/${id}`, {
      title: "Greater Illinois Region membership",
    });
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(taken.json().errors)).toEqual(["title"]);
    expect((await call("PUT", "/office/regional_plans/999999", { cost: 100 })).statusCode).toBe(404);
  });
});
