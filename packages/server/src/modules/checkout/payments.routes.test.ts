import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveOrder, decideSandboxOrder, joinClub, openOrder } from "../../test/checkout-requests.ts";
import { nationalPlanId, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { pinClock } from "../../test/test-clock.ts";
import { regions } from "../geo/geo.schema.ts";
import { members } from "../members/members.schema.ts";
import { donations, nationalMemberships, regionalMemberships } from "../memberships/memberships.schema.ts";
import { regionalPlans } from "../plans/plans.schema.ts";
import { invoices, payments, providerOrders } from "./checkout.schema.ts";

let t: TestApp;
let planId: number;
let illinoisPlanId: number;
beforeAll(async () => {
  t = await createTestApp();
  planId = await nationalPlanId(t.database.db);
  const [regional] = await t.database.db
    .select({ id: regionalPlans.id })
    .from(regionalPlans)
    .innerJoin(regions, eq(regions.id, regionalPlans.regionId))
    .where(eq(regions.code, "GI"));
  illinoisPlanId = regional?.id as number;
});
afterAll(() => t.close());

/** A join with an associate, a regional membership and a donation, so the invoice has every kind of item. */
const joinWithExtras = () =>
  joinClub(t, {
    national_plan: planId,
    associate: { first_name: "Harriet", last_name: "Benton" },
    regional_plans: [{ regional_id: illinoisPlanId, associate: true }],
    club_donation: true,
    club_donation_amount: 2500,
  });

async function invoiceRow(orderId: string) {
  const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.publicId, orderId));
  if (!invoice) throw new Error("no invoice");
  return invoice;
}

async function paymentsOf(orderId: string) {
  const invoice = await invoiceRow(orderId);
  return t.database.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
}

describe("GET /api/v1/invoices/{orderId}", () => {
  it("shows the items, fee and total of an order, and 404 for an unknown one", async () => {
    const { orderId } = await joinWithExtras();
    const response = await t.app.inject({ url: `/api/v1/invoices/${orderId}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      orderId,
      kind: "join",
      status: "pending",
      items: [
        { description: "Active Member (USA)", amount: 8000 },
        { description: "Associate Member (USA) (yearly)", amount: 1500 },
        { description: "Greater Illinois Region membership", amount: 4000 },
        { description: "Greater Illinois Region membership, associate", amount: 1000 },
        { description: "Donation to the club", amount: 2500 },
      ],
      subtotal: 17000,
      fee: 510,
      total: 17510,
      currency: "USD",
    });
    expect((await t.app.inject({ url: "/api/v1/invoices/unknown-order-id" })).statusCode).toBe(404);
  });
});

describe("paying a join with the sandbox provider", () => {
  it("settles the invoice, activates the membership and mails a welcome and a receipt", async () => {
    // 21 November 2026, inside the default renewal window: dues run to the end of 2027.
    pinClock(t.clock, "2026-11-21T12:00:00Z");
    const { orderId, email } = await joinWithExtras();
    const providerOrderId = await openOrder(t, orderId);
    expect((await decideSandboxOrder(t, providerOrderId, "approve")).statusCode).toBe(204);
    const mailBefore = t.sentMail.length;

    const response = await approveOrder(t, orderId, providerOrderId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "paid", message: "Your payment was successful!" });

    const invoice = await invoiceRow(orderId);
    expect(invoice.status).toBe("paid");
    const [member] = await t.database.db.select().from(members).where(eq(members.email, email));
    const memberId = member?.id as number;
    const [national] = await t.database.db
      .select()
      .from(nationalMemberships)
      .where(eq(nationalMemberships.memberId, memberId));
    expect(national).toMatchObject({
      nationalPlanId: planId,
      yearJoined: 2026,
      duesExpire: "2027-12-31",
      datePaid: "2026-11-21",
      amountPaid: 17510,
    });
    const regional = await t.database.db
      .select()
      .from(regionalMemberships)
      .where(eq(regionalMemberships.memberId, memberId));
    expect(regional).toMatchObject([
      { regionalPlanId: illinoisPlanId, associate: true, duesExpire: "2027-12-31" },
    ]);
    const gifts = await t.database.db.select().from(donations).where(eq(donations.memberId, memberId));
    expect(gifts).toMatchObject([{ kind: "club", amount: 2500 }]);

    await expect.poll(() => t.sentMail.length).toBe(mailBefore + 2);
    const [welcome, receipt] = t.sentMail.slice(mailBefore);
    expect(welcome?.to).toBe(email);
    expect(welcome?.subject).toBe("Welcome to the Classic Car Club of America");
    expect(welcome?.text).toContain(`member number is ${member?.memberNo}`);
    expect(receipt?.subject).toBe(`CCCA receipt for order ${orderId}`);
    expect(receipt?.text).toContain("Donation to the club: $25.00");
    expect(receipt?.text).toContain("Convenience fee (3%): $5.10");
    expect(receipt?.text).toContain("Total paid: $175.10 (USD)");
    expect(receipt?.text).toContain(`Payment: SBX-CAPTURE-${providerOrderId}`);

    const token = await signIn(t.app, email, "Joining-Club-1934");
    const details = await t.app.inject({
      url: "/api/v1/members/membership_details",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(details.json()).toMatchObject({
      nationalPlanName: "Active Member (USA)",
      duesExpire: "2027-12-31",
    });
  });

  it("settles once when approved twice, one after the other or at the same time", async () => {
    const first = await joinWithExtras();
    const firstOrder = await openOrder(t, first.orderId);
    await decideSandboxOrder(t, firstOrder, "approve");
    expect((await approveOrder(t, first.orderId, firstOrder)).statusCode).toBe(200);
    expect((await approveOrder(t, first.orderId, firstOrder)).statusCode).toBe(200);
    expect(await paymentsOf(first.orderId)).toHaveLength(1);

    const second = await joinWithExtras();
    const secondOrder = await openOrder(t, second.orderId);
    await decideSandboxOrder(t, secondOrder, "approve");
    const replies = await Promise.all([
      approveOrder(t, second.orderId, secondOrder),
      approveOrder(t, second.orderId, secondOrder),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await paymentsOf(second.orderId)).toHaveLength(1);
    const invoice = await invoiceRow(second.orderId);
    const nationals = await t.database.db
      .select()
      .from(nationalMemberships)
      .where(eq(nationalMemberships.memberId, invoice.memberId));
    expect(nationals).toHaveLength(1);
  });

  it("leaves the invoice unpaid when the payer declined, and lets a new order pay it", async () => {
    const { orderId } = await joinWithExtras();
    const declined = await openOrder(t, orderId);
    await decideSandboxOrder(t, declined, "decline");
    const response = await approveOrder(t, orderId, declined);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: { base: ["The payment was declined. Please try again or choose another payment method."] },
    });
    expect((await invoiceRow(orderId)).status).toBe("pending");

    const retry = await openOrder(t, orderId);
    await decideSandboxOrder(t, retry, "approve");
    expect((await approveOrder(t, orderId, retry)).statusCode).toBe(200);
    expect((await invoiceRow(orderId)).status).toBe("paid");
  });

  it("refuses an order the payer never approved, an unknown order, and another invoice's order", async () => {
    const mine = await joinWithExtras();
    const unapproved = await openOrder(t, mine.orderId);
    expect((await approveOrder(t, mine.orderId, unapproved)).statusCode).toBe(422);

    const unknown = await approveOrder(t, mine.orderId, "SBX-unknown");
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      errors: { base: ["This payment could not be found. Please try again."] },
    });

    const other = await joinWithExtras();
    const othersOrder = await openOrder(t, other.orderId);
    await decideSandboxOrder(t, othersOrder, "approve");
    const crossed = await approveOrder(t, mine.orderId, othersOrder);
    expect(crossed.statusCode).toBe(422);
    expect((await invoiceRow(mine.orderId)).status).toBe("pending");
    expect((await invoiceRow(other.orderId)).status).toBe("pending");
  });

  it("refuses a payment whose amount differs from the invoice", async () => {
    const { orderId } = await joinWithExtras();
    const providerOrderId = await openOrder(t, orderId);
    await decideSandboxOrder(t, providerOrderId, "approve");
    await t.database.db
      .update(providerOrders)
      .set({ amount: 100 })
      .where(eq(providerOrders.providerOrderId, providerOrderId));
    const response = await approveOrder(t, orderId, providerOrderId);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.base[0]).toMatch(/does not match this order/);
    expect((await invoiceRow(orderId)).status).toBe("pending");
    expect(await paymentsOf(orderId)).toHaveLength(0);
  });

  it("names missing fields and refuses an unknown invoice", async () => {
    const missing = await t.app.inject({ method: "POST", url: "/orders/approve", payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual(["invoiceId", "paymentId"]);
    expect((await approveOrder(t, "no-such-invoice", "SBX-x")).statusCode).toBe(404);
    const order = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/orders",
      payload: { invoice_id: "nope" },
    });
    expect(order.statusCode).toBe(404);
  });

  it("does not open a new order for a paid invoice", async () => {
    const { orderId } = await joinWithExtras();
    const providerOrderId = await openOrder(t, orderId);
    await decideSandboxOrder(t, providerOrderId, "approve");
    await approveOrder(t, orderId, providerOrderId);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/orders",
      payload: { invoice_id: orderId },
    });
    expect(again.statusCode).toBe(422);
  });
});
