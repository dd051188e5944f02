import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveOrder, joinClub, openOrder } from "../../test/checkout-requests.ts";
import { bearer, createDirectoryMember, nationalPlanId, signInEachRole } from "../../test/factories.ts";
import { type PayPalStandIn, paypalPortalEnv, startPayPalStandIn } from "../../test/paypal-stand-in.ts";
import { createTestApp, createTestInstance, type TestApp } from "../../test/test-app.ts";
import { pinClock, yearEnd } from "../../test/test-clock.ts";
import { refunds } from "../checkout/checkout.schema.ts";

// Issue 23: a refund undoes only what its own invoice bought, for the member who holds it now; a refund through a
// provider the portal no longer runs is the office's request that cannot be met (422), not a failing provider;
// two refunds of one payment at once never give back more than was paid.

let t: TestApp;
let paypal: PayPalStandIn;
let admin: string;

beforeAll(async () => {
  paypal = await startPayPalStandIn();
  t = await createTestApp(paypalPortalEnv(paypal.url));
  admin = (await signInEachRole(t.app, t.database.db)).tokens.admin;
});
afterAll(async () => {
  await t.close();
  await paypal.close();
});

const call = (app: TestApp, method: "GET" | "POST", url: string, payload?: object) =>
  app.app.inject({ method, url: `/api/v1/office${url}`, headers: bearer(admin), payload });
const refund = (paymentId: number, payload: object, app = t) =>
  call(app, "POST", `/payments/${paymentId}/refund`, payload);

/** A joiner who paid online through PayPal: their id, PayPal's order id and the payment. */
async function paidJoiner() {
  const joiner = await joinClub(t, { national_plan: await nationalPlanId(t.database.db) });
  const paypalOrderId = await openOrder(t, joiner.orderId);
  paypal.approve(paypalOrderId);
  expect((await approveOrder(t, joiner.orderId, paypalOrderId)).statusCode).toBe(200);
  const search = await call(t, "GET", `/members?q=${encodeURIComponent(joiner.email)}`);
  const id = search.json().results[0].id as number;
  const record = (await call(t, "GET", `/members/${id}`)).json();
  return { id, paypalOrderId, payment: record.invoices[0].payments[0] as { id: number; amount: number } };
}

describe("fully refunding a merged duplicate's payment", () => {
  // Inside the renewal window a join runs to the end of next year, past the kept member's own dues: the merge keeps
  // the duplicate's membership. Outside it, both run to this year's end: the merge keeps the member's own.
  it.each([
    ["inside the renewal window", "2026-11-21T12:00:00Z"],
    ["outside it", "2026-06-15T12:00:00Z"],
  ])("leaves the kept member's own paid membership in force (%s)", async (_, day) => {
    pinClock(t.clock, day);
    const ownDues = yearEnd(t.clock.now);
    const kept = await createDirectoryMember(t.database.db, { duesExpire: ownDues, now: t.clock.now });
    const duplicate = await paidJoiner();
    const merged = await call(t, "POST", `/members/${kept.id}/merge`, {
      duplicate_id: duplicate.id,
      reason: "The same person joined online again",
    });
    expect(merged.statusCode, merged.body).toBe(200);

    const reply = await refund(duplicate.payment.id, { reason: "Joined twice by mistake" });
    expect(reply.statusCode, reply.body).toBe(200);
    const record = reply.json();
    expect(
      record.invoices.find((invoice: { status: string }) => invoice.status === "refunded"),
    ).toBeDefined();
    expect(record.status).toBe("active");
    expect(record.nationalMembership).toMatchObject({ duesExpire: ownDues });
  });
});

describe("a refund through a provider the portal no longer runs", () => {
  it("answers 422 naming the provider, and nothing is refunded or reserved", async () => {
    const { payment } = await paidJoiner();
    // The same database, now run with the sandbox provider: PayPal is no longer configured.
    const sandbox = await createTestInstance(t.database, t.clock);
    try {
      const reply = await refund(payment.id, { reason: "Asked for it" }, sandbox);
      expect(reply.statusCode).toBe(422);
      expect(reply.json().errors).toEqual({
        provider: [
          "This payment was made through PayPal, which this portal is not set up to use now: refund it at PayPal directly",
        ],
      });
    } finally {
      await sandbox.close();
    }
    expect(await t.database.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toEqual([]);
  });
});

describe("two refunds of one payment at once", () => {
  it("give back the payment once: the second waits on the first's reservation and gets 422", async () => {
    const joiner = await paidJoiner();
    const replies = await Promise.all([
      refund(joiner.payment.id, { reason: "Asked by phone" }),
      refund(joiner.payment.id, { reason: "Asked by letter" }),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 422]);
    const second = replies.find((reply) => reply.statusCode === 422);
    expect(second?.json().errors).toEqual({ base: ["This payment has already been refunded in full."] });
    const capture = paypal.captureOf(joiner.paypalOrderId);
    expect(paypal.refunds.get(capture?.id as string)?.map((made) => made.value)).toEqual([
      (joiner.payment.amount / 100).toFixed(2),
    ]);
  });

  it("of parts that add up to more than was paid: one is made, the other names the amount left", async () => {
    const joiner = await paidJoiner();
    const part = Math.ceil(joiner.payment.amount * 0.6);
    const replies = await Promise.all([
      refund(joiner.payment.id, { amount: part, reason: "Museum gift returned" }),
      refund(joiner.payment.id, { amount: part, reason: "Donation returned" }),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 422]);
    expect(Object.keys(replies.find((reply) => reply.statusCode === 422)?.json().errors)).toEqual(["amount"]);
    const given = await t.database.db.select().from(refunds).where(eq(refunds.paymentId, joiner.payment.id));
    expect(given.map((row) => row.amount)).toEqual([part]);
  });
});
