import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember, signIn, stamped } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { pinClock } from "../../test/test-clock.ts";
import { waitFor } from "../../test/wait-for.ts";
import { invoices, payments } from "../checkout/checkout.schema.ts";
import { regions } from "../geo/geo.schema.ts";
import { associates } from "../members/members.schema.ts";
import { nationalPlans, regionalPlans } from "../plans/plans.schema.ts";
import { nationalMemberships, regionalMemberships } from "./memberships.schema.ts";

let t: TestApp;
let usa: typeof nationalPlans.$inferSelect;
let life: typeof nationalPlans.$inferSelect;
const regional: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  const plans = await t.database.db.select().from(nationalPlans);
  usa = plans.find((p) => p.title === "Active Member (USA)") as typeof usa;
  life = plans.find((p) => p.title === "LIFE Member (USA)") as typeof life;
  const rows = await t.database.db
    .select({ id: regionalPlans.id, code: regions.code })
    .from(regionalPlans)
    .innerJoin(regions, eq(regions.id, regionalPlans.regionId));
  for (const row of rows) regional[row.code] = row.id;
});
afterAll(() => t.close());

/** A day inside the default renewal window (1 October to 31 December), for the tests about renewing in it. */
const insideWindow = "2026-11-21T12:00:00Z";

/** A paid-up member: national membership to the given expiry, in Greater Illinois with an associate. */
async function paidMember(duesExpire = "2026-12-31", renewalDate = "2026-01-06", planId = usa.id) {
  const member = await createMember(t.database.db);
  await t.database.db.insert(nationalMemberships).values({
    memberId: member.id,
    nationalPlanId: planId,
    yearJoined: 2015,
    duesExpire,
    datePaid: renewalDate,
    amountPaid: 8240,
    renewalDate,
    ...stamped,
  });
  await t.database.db
    .insert(associates)
    .values({ memberId: member.id, firstName: "Harold", lastName: "Whitfield", ...stamped });
  await t.database.db.insert(regionalMemberships).values({
    memberId: member.id,
    regionalPlanId: regional.GI as number,
    associate: true,
    duesExpire,
    ...stamped,
  });
  return { member, token: await signIn(t.app, member.email) };
}

const renewal = (changes: Record<string, unknown> = {}) => ({
  member: {
    first_name: "Ada",
    last_name: "Tester",
    address_line1: "1 Main Street",
    city: "Chicago",
    state: "US-IL",
    zip_code: "60601",
    country: "US",
    national_plan: usa.id,
    associate: { first_name: "Harold", last_name: "Whitfield" },
    regional_plans: [{ regional_id: regional.GI, associate: true }],
    vehicle_information: "no_changes",
    ...changes,
  },
});

const renew = (token: string, body: unknown) =>
  t.app.inject({
    method: "PUT",
    url: "/api/v1/members/renew",
    headers: bearer(token),
    payload: body as object,
  });

async function pay(orderId: string) {
  const order = await t.app.inject({
    method: "POST",
    url: "/api/v1/payments/orders",
    payload: { invoice_id: orderId },
  });
  const providerOrderId = order.json().providerOrderId as string;
  await t.app.inject({ method: "POST", url: `/api/v1/payments/sandbox/orders/${providerOrderId}/approve` });
  return t.app.inject({
    method: "POST",
    url: "/orders/approve",
    payload: { invoice_id: orderId, payment_id: providerOrderId },
  });
}

describe("GET /api/v1/members/renew_data", () => {
  it("needs a token", async () => {
    expect((await t.app.inject({ url: "/api/v1/members/renew_data" })).statusCode).toBe(401);
  });

  it("gives the window, an open Renew button inside it, and last year's selections", async () => {
    pinClock(t.clock, insideWindow);
    const { token } = await paidMember();
    const response = await t.app.inject({ url: "/api/v1/members/renew_data", headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      renewalDate: "2026-01-06",
      duesExpire: "2026-12-31",
      renewalWindow: { start: "2026-10-01", end: "2026-12-31" },
      lifelong: false,
      renewButton: { visible: true, enabled: true, reason: "open", tooltip: null },
      selections: {
        nationalPlan: usa.id,
        associate: { firstName: "Harold", lastName: "Whitfield" },
        regionalPlans: [{ regionalId: regional.GI, associate: true }],
        museumMembershipLevel: 0,
      },
    });
  });

  it("follows the club's window setting and the clock", async () => {
    pinClock(t.clock, "2026-07-04T12:00:00Z");
    const { token } = await paidMember();
    const response = await t.app.inject({ url: "/api/v1/members/renew_data", headers: bearer(token) });
    expect(response.json().renewButton).toEqual({
      visible: true,
      enabled: false,
      reason: "outside_window",
      tooltip: "Membership renewal is open from 2026-10-01 to 2026-12-31.",
    });
  });
});

describe("PUT /api/v1/members/renew", () => {
  it("opens an invoice priced by the server, and paying it twice extends the membership once", async () => {
    pinClock(t.clock, insideWindow);
    const { member, token } = await paidMember();
    const response = await renew(
      token,
      renewal({
        regional_plans: [{ regional_id: regional.NE, associate: false }],
        museum_amount: 1,
        total: 5,
      }),
    );
    expect(response.statusCode).toBe(201);
    const orderId = response.json().params.orderId as string;
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.publicId, orderId));
    // national 8000 + associate 1500 + New England 3500 = 13000; fee 390
    expect(invoice).toMatchObject({ kind: "renewal", status: "pending", total: 13390 });

    expect((await pay(orderId)).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/orders/approve",
          payload: { invoice_id: orderId, payment_id: "x" },
        })
      ).statusCode,
      // Issue 9: once paid, an approval with another payment id is refused (it could only be a second charge).
    ).toBe(422);
    const [national] = await t.database.db
      .select()
      .from(nationalMemberships)
      .where(eq(nationalMemberships.memberId, member.id));
    expect(national).toMatchObject({
      duesExpire: "2027-12-31",
      renewalDate: "2026-11-21",
      amountPaid: 13390,
      yearJoined: 2015,
    });
    expect(
      await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.invoiceId, invoice?.id as number)),
    ).toHaveLength(1);

    const details = await t.app.inject({ url: "/api/v1/members/membership_details", headers: bearer(token) });
    const byRegion = Object.fromEntries(
      details
        .json()
        .regionalMemberships.map((r: { regionCode: string; duesExpire: string }) => [
          r.regionCode,
          r.duesExpire,
        ]),
    );
    expect(byRegion).toEqual({ GI: "2026-12-31", NE: "2027-12-31" });
    // The receipt is delivered from the outbox after the payment's transaction, not within the request.
    await waitFor(() => t.sentMail.some((mail) => mail.subject.startsWith("CCCA receipt for order")));
    expect(t.sentMail.at(-1)?.subject).toMatch(/^CCCA receipt for order/);
    expect(t.sentMail.at(-1)?.text).toContain("paid through 2027-12-31");

    const after = await t.app.inject({ url: "/api/v1/members/renew_data", headers: bearer(token) });
    expect(after.json().renewButton).toMatchObject({ enabled: false, reason: "already_renewed" });
  });

  it("refuses a renewal the Renew button would not allow", async () => {
    pinClock(t.clock, insideWindow);
    const renewed = await paidMember("2027-12-31", "2026-10-15");
    const refused = await renew(renewed.token, renewal());
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ errors: { base: ["Your membership cannot be renewed now."] } });

    const lifelong = await paidMember("9999-12-31", "1990-01-01", life.id);
    expect((await renew(lifelong.token, renewal())).statusCode).toBe(422);
  });

  it("lets an expired member restart outside the window", async () => {
    pinClock(t.clock, "2026-03-01T12:00:00Z");
    const { member, token } = await paidMember("2025-12-31", "2025-01-06");
    const response = await renew(token, renewal({ associate: null, regional_plans: [] }));
    expect(response.statusCode).toBe(201);
    expect((await pay(response.json().params.orderId)).statusCode).toBe(200);
    const [national] = await t.database.db
      .select()
      .from(nationalMemberships)
      .where(eq(nationalMemberships.memberId, member.id));
    expect(national?.duesExpire).toBe("2026-12-31");
    expect(await t.database.db.select().from(associates).where(eq(associates.memberId, member.id))).toEqual(
      [],
    );
  });

  it("names the vehicle answer when it is missing", async () => {
    const { token } = await paidMember();
    const response = await renew(token, renewal({ vehicle_information: undefined }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { vehicleInformation: ["Vehicle Information is required"] } });
  });

  it("needs a token", async () => {
    const response = await t.app.inject({ method: "PUT", url: "/api/v1/members/renew", payload: renewal() });
    expect(response.statusCode).toBe(401);
  });
});
