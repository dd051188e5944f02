import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { invoices, payments } from "../modules/checkout/checkout.schema.ts";
import { joinPayload } from "./factories.ts";
import { type PayPalStandIn, signWebhookEvent } from "./paypal-stand-in.ts";
import type { TestApp } from "./test-app.ts";

// The checkout as the tests drive it: the requests the join wizard, the payment page and PayPal send.

/** Joins through the API with a join request with the given changes; returns the invoice's order id and sign-in. */
export async function joinClub(t: TestApp, changes: Record<string, unknown> = {}) {
  const payload = joinPayload(changes);
  const response = await t.app.inject({ method: "POST", url: "/api/v1/members", payload });
  expect(response.statusCode, response.body).toBe(201);
  return {
    orderId: response.json().params.orderId as string,
    email: payload.member.email,
    password: payload.member.password,
  };
}

/** Opens a provider order for the invoice, as the payment page does; returns the provider's order id. */
export async function openOrder(t: TestApp, orderId: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/v1/payments/orders",
    payload: { invoice_id: orderId },
  });
  expect(response.statusCode).toBe(200);
  return response.json().providerOrderId as string;
}

/** The payer decides on the sandbox provider's page. */
export const decideSandboxOrder = (t: TestApp, providerOrderId: string, decision: "approve" | "decline") =>
  t.app.inject({ method: "POST", url: `/api/v1/payments/sandbox/orders/${providerOrderId}/${decision}` });

/** The payer is back from the provider: the browser asks us to capture the payment and settle the invoice. */
export const approveOrder = (t: TestApp, orderId: string, paymentId: string) =>
  t.app.inject({
    method: "POST",
    url: "/orders/approve",
    payload: { invoice_id: orderId, payment_id: paymentId },
  });

/** The invoice's status and how many payments it has. */
export async function invoiceState(t: TestApp, orderId: string) {
  const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.publicId, orderId));
  const paid = await t.database.db
    .select()
    .from(payments)
    .where(eq(payments.invoiceId, invoice?.id as number));
  return { status: invoice?.status, payments: paid.length };
}

/** The payer's browser captured the order at PayPal itself (under `requestId`); returns PayPal's capture. */
export async function captureAtPayPal(paypal: PayPalStandIn, paypalOrderId: string, requestId: string) {
  await fetch(`${paypal.url}/v2/checkout/orders/${paypalOrderId}/capture`, {
    method: "POST",
    headers: { Authorization: "Bearer stand-in-token", "PayPal-Request-Id": requestId },
  });
  const capture = paypal.captureOf(paypalOrderId);
  if (!capture) throw new Error("not captured");
  return capture;
}

/** PayPal's PAYMENT.CAPTURE.COMPLETED event for a capture of the order, as the bytes PayPal sends. */
export const captureCompletedEvent = (capture: object, paypalOrderId: string) =>
  JSON.stringify({
    id: `WH-${paypalOrderId}`,
    event_type: "PAYMENT.CAPTURE.COMPLETED",
    resource: { ...capture, supplementary_data: { related_ids: { order_id: paypalOrderId } } },
  });

/** PayPal calls our webhook with the event's exact bytes, signed as the stand-in signs unless told otherwise. */
export const paypalWebhook = (t: TestApp, rawEvent: string, signature = signWebhookEvent(rawEvent)) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/payments/paypal/webhook",
    headers: {
      "content-type": "application/json",
      "paypal-auth-algo": "SHA256withRSA",
      "paypal-cert-url": "https://api.paypal.test/cert",
      "paypal-transmission-id": "transmission-1",
      "paypal-transmission-sig": signature,
      "paypal-transmission-time": "2026-11-21T12:00:00Z",
    },
    payload: rawEvent,
  });
