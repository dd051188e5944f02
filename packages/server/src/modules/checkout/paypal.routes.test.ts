import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  approveOrder,
  captureAtPayPal,
  captureCompletedEvent,
  invoiceState,
  joinClub,
  openOrder,
  paypalWebhook,
} from "../../test/checkout-requests.ts";
import { nationalPlanId } from "../../test/factories.ts";
import { type PayPalStandIn, paypalPortalEnv, startPayPalStandIn } from "../../test/paypal-stand-in.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let paypal: PayPalStandIn;
let planId: number;
beforeAll(async () => {
  paypal = await startPayPalStandIn();
  t = await createTestApp(paypalPortalEnv(paypal.url));
  planId = await nationalPlanId(t.database.db);
});
afterAll(async () => {
  await t.close();
  await paypal.close();
});

async function joinAndOpenOrder() {
  const { orderId } = await joinClub(t, { national_plan: planId });
  return { orderId, paypalOrderId: await openOrder(t, orderId) };
}

describe("the PayPal provider", () => {
  it("creates the order for the invoice total in dollars, captures it once with a deterministic request id", async () => {
    const { orderId, paypalOrderId } = await joinAndOpenOrder();
    expect(paypalOrderId).toMatch(/^PP-/);
    paypal.approve(paypalOrderId);
    expect((await approveOrder(t, orderId, paypalOrderId)).statusCode).toBe(200);
    expect((await approveOrder(t, orderId, paypalOrderId)).statusCode).toBe(200);
    expect(await invoiceState(t, orderId)).toEqual({ status: "paid", payments: 1 });
    expect(paypal.captureOf(paypalOrderId)?.amount).toEqual({ currency_code: "USD", value: "82.40" });
    const captures = paypal.calls.filter((call) => call.url.endsWith("/capture"));
    expect(captures.map((call) => call.requestId)).toEqual([`capture-${paypalOrderId}`]);
  });

  it.each([
    ["a wrong amount", { value: "1.00" }],
    ["a wrong currency", { currency: "EUR" }],
    ["another invoice's id", { invoiceId: "someone-elses" }],
  ])("leaves the invoice unpaid when the capture reports %s", async (_, tampering) => {
    const { orderId, paypalOrderId } = await joinAndOpenOrder();
    paypal.approve(paypalOrderId);
    paypal.tamper(paypalOrderId, tampering);
    const response = await approveOrder(t, orderId, paypalOrderId);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.base[0]).toMatch(/does not match this order/);
    expect(await invoiceState(t, orderId)).toEqual({ status: "pending", payments: 0 });
  });

  it("leaves the invoice unpaid when the payer declined or never approved", async () => {
    const declined = await joinAndOpenOrder();
    paypal.decline(declined.paypalOrderId);
    expect((await approveOrder(t, declined.orderId, declined.paypalOrderId)).statusCode).toBe(422);
    expect(await invoiceState(t, declined.orderId)).toEqual({ status: "pending", payments: 0 });

    const unapproved = await joinAndOpenOrder();
    expect((await approveOrder(t, unapproved.orderId, unapproved.paypalOrderId)).statusCode).toBe(422);
    expect(await invoiceState(t, unapproved.orderId)).toEqual({ status: "pending", payments: 0 });
  });

  it("refuses an order PayPal does not know, or that was opened for another invoice", async () => {
    const { orderId } = await joinAndOpenOrder();
    expect((await approveOrder(t, orderId, "PP-UNKNOWN")).statusCode).toBe(422);
    const other = await joinAndOpenOrder();
    paypal.approve(other.paypalOrderId);
    expect((await approveOrder(t, orderId, other.paypalOrderId)).statusCode).toBe(422);
    expect(await invoiceState(t, orderId)).toEqual({ status: "pending", payments: 0 });
  });

  it("lets the browser load PayPal's buttons under the CSP", async () => {
    const csp = (await t.app.inject({ url: "/api/v1/site_config" })).headers[
      "content-security-policy"
    ] as string;
    expect(csp).toMatch(/script-src 'self' https:\/\/\*\.paypal\.com/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/\*\.paypal\.com/);
  });

  it("answers 502 with a clear message when PayPal cannot be reached", async () => {
    const unreachable = await createTestApp({
      PAYMENT_PROVIDER: "paypal",
      PAYPAL_CLIENT_ID: "test-client",
      PAYPAL_CLIENT_SECRET: "test-secret",
      PAYPAL_API_BASE: "http://127.0.0.1:9",
    });
    try {
      const { orderId } = await joinClub(unreachable, { national_plan: planId });
      const response = await unreachable.app.inject({
        method: "POST",
        url: "/api/v1/payments/orders",
        payload: { invoice_id: orderId },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        errors: { base: ["The payment service is not answering. Please try again in a few minutes."] },
      });
    } finally {
      await unreachable.close();
    }
  });
});

describe("the PayPal webhook", () => {
  async function completedEvent() {
    const { orderId, paypalOrderId } = await joinAndOpenOrder();
    paypal.approve(paypalOrderId);
    // The payer's browser captured the order and closed before calling /orders/approve.
    const capture = await captureAtPayPal(paypal, paypalOrderId, `capture-${paypalOrderId}`);
    return { orderId, paypalOrderId, event: captureCompletedEvent(capture, paypalOrderId) };
  }

  it("rejects an event whose signature PayPal does not confirm", async () => {
    const { orderId, event } = await completedEvent();
    const response = await paypalWebhook(t, event, "forged-signature");
    expect(response.statusCode).toBe(400);
    expect(await invoiceState(t, orderId)).toEqual({ status: "pending", payments: 0 });
  });

  it("settles a verified capture once, even when it is delivered again or the browser approves too", async () => {
    const { orderId, paypalOrderId, event } = await completedEvent();
    expect((await paypalWebhook(t, event)).json()).toEqual({ result: "settled" });
    expect((await paypalWebhook(t, event)).statusCode).toBe(200);
    expect((await approveOrder(t, orderId, paypalOrderId)).statusCode).toBe(200);
    expect(await invoiceState(t, orderId)).toEqual({ status: "paid", payments: 1 });
  });

  it("ignores other event types", async () => {
    const response = await paypalWebhook(
      t,
      JSON.stringify({ event_type: "CHECKOUT.ORDER.APPROVED", resource: {} }),
    );
    expect(response.json()).toEqual({ result: "ignored" });
  });
});
