import { randomBytes } from "node:crypto";
import { maxInteger, textSchema } from "@club/domain/fields.schema";
import { centsToDecimalString, decimalStringToCents } from "@club/domain/money";
import { z } from "zod";
import type { CaptureResult, PaymentProvider } from "./payment-provider.ts";
import { ProviderUnavailableError } from "./payment-provider.ts";

export interface PayPalSettings {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  webhookId: string;
}

const tokenSchema = z.object({ access_token: z.string(), expires_in: z.number() });

// What PayPal reports is stored and looked up: text without NUL, an amount that reads as cents (NaN does not
// pass) and fits an integer column.
const captureSchema = z.object({
  id: textSchema(),
  status: z.string(),
  amount: z.object({
    currency_code: textSchema(),
    value: z.string().refine((value) => decimalStringToCents(value) <= maxInteger),
  }),
  invoice_id: textSchema().optional(),
});

const refundSchema = z.object({ id: z.string(), status: z.string() });

const orderSchema = z.object({
  id: z.string(),
  status: z.string(),
  purchase_units: z
    .array(
      z.object({
        invoice_id: z.string().optional(),
        payments: z.object({ captures: z.array(captureSchema).optional() }).optional(),
      }),
    )
    .default([]),
});

/** A PayPal capture (from an order, or a webhook's resource) in our terms. */
export function captureResultOf(capture: z.infer<typeof captureSchema>, invoiceId?: string): CaptureResult {
  return {
    status: capture.status,
    captureId: capture.id,
    amount: decimalStringToCents(capture.amount.value),
    currency: capture.amount.currency_code,
    invoiceId: capture.invoice_id ?? invoiceId ?? null,
  };
}

export const paypalCaptureResourceSchema = captureSchema;

/** PayPal REST: OAuth client credentials, Orders v2 create/capture/get, and webhook signature verification. */
export function paypalProvider(settings: PayPalSettings, now: () => Date, fetchImpl: typeof fetch = fetch) {
  let token: { value: string; expiresAt: number } | undefined;

  async function call(
    path: string,
    init: RequestInit & { headers?: Record<string, string> },
  ): Promise<Response> {
    try {
      return await fetchImpl(`${settings.apiBase}${path}`, { ...init, signal: AbortSignal.timeout(20_000) });
    } catch (error) {
      throw new ProviderUnavailableError(`PayPal did not answer ${path}: ${String(error)}`);
    }
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > now().getTime() + 60_000) return token.value;
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString("base64");
    const response = await call("/v1/oauth2/token", {
      method: "POST",
      headers: { Authorization: `Basic ${basic}`, "Content-Type": "application/x-www-form-urlencoded" },
      body: "grant_type=client_credentials",
    });
    if (!response.ok) throw new ProviderUnavailableError(`PayPal token request failed: ${response.status}`);
    const body = tokenSchema.parse(await response.json());
    token = { value: body.access_token, expiresAt: now().getTime() + body.expires_in * 1000 };
    return token.value;
  }

  async function authorized(
    path: string,
    method: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    return call(path, {
      method,
      headers: {
        Authorization: `Bearer ${await accessToken()}`,
        "Content-Type": "application/json",
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  }

  function resultOf(order: z.infer<typeof orderSchema>): CaptureResult {
    const unit = order.purchase_units[0];
    const capture = unit?.payments?.captures?.[0];
    if (!capture)
      return {
        status: order.status,
        captureId: null,
        amount: 0,
        currency: "",
        invoiceId: unit?.invoice_id ?? null,
      };
    const result = captureResultOf(capture, unit?.invoice_id);
    return { ...result, status: order.status === "COMPLETED" ? capture.status : order.status };
  }

  const provider: PaymentProvider & {
    verifyWebhook(headers: Record<string, unknown>, rawEvent: string): Promise<boolean>;
  } = {
    name: "paypal",

    async createOrder(order) {
      const response = await authorized(
        "/v2/checkout/orders",
        "POST",
        {
          intent: "CAPTURE",
          purchase_units: [
            {
              invoice_id: order.invoicePublicId,
              description: order.description.slice(0, 127),
              amount: { currency_code: "USD", value: centsToDecimalString(order.total) },
            },
          ],
        },
        { "PayPal-Request-Id": `order-${order.invoicePublicId}-${randomBytes(6).toString("hex")}` },
      );
      if (!response.ok)
        throw new ProviderUnavailableError(`PayPal order creation failed: ${response.status}`);
      return { providerOrderId: orderSchema.parse(await response.json()).id };
    },

    async capture(providerOrderId) {
      // The same request id makes a repeated capture (a retry, a second tab) return the first one's result.
      const response = await authorized(
        `/v2/checkout/orders/${encodeURIComponent(providerOrderId)}/capture`,
        "POST",
        {},
        {
          "PayPal-Request-Id": `capture-${providerOrderId}`,
          Prefer: "return=representation",
        },
      );
      if (response.ok) return resultOf(orderSchema.parse(await response.json()));
      if (response.status === 404)
        return { status: "NOT_FOUND", captureId: null, amount: 0, currency: "", invoiceId: null };
      if (response.status === 422) {
        const lookup = await authorized(`/v2/checkout/orders/${encodeURIComponent(providerOrderId)}`, "GET");
        if (lookup.ok) return resultOf(orderSchema.parse(await lookup.json()));
        return { status: "NOT_CAPTURED", captureId: null, amount: 0, currency: "", invoiceId: null };
      }
      throw new ProviderUnavailableError(`PayPal capture failed: ${response.status}`);
    },

    async refund(captureId, part) {
      // The request id makes a repeated refund (a webhook delivered twice, an office retry) return the first.
      const response = await authorized(
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        "POST",
        part ? { amount: { value: (part.amount / 100).toFixed(2), currency_code: part.currency } } : {},
        {
          "PayPal-Request-Id": part?.requestId ?? `refund-${captureId}`,
          Prefer: "return=representation",
        },
      );
      if (!response.ok) throw new ProviderUnavailableError(`PayPal refund failed: ${response.status}`);
      const body = refundSchema.parse(await response.json());
      return { refundId: body.id, status: body.status };
    },

    /**
     * Asks PayPal whether a webhook call really came from PayPal for our webhook. PayPal signed the body as it
     * sent it, so the event goes back byte for byte: parsing and serialising it again can change it.
     */
    async verifyWebhook(headers, rawEvent) {
      const header = (name: string) => String(headers[name] ?? "");
      const fields = JSON.stringify({
        auth_algo: header("paypal-auth-algo"),
        cert_url: header("paypal-cert-url"),
        transmission_id: header("paypal-transmission-id"),
        transmission_sig: header("paypal-transmission-sig"),
        transmission_time: header("paypal-transmission-time"),
        webhook_id: settings.webhookId,
      });
      const request = `${fields.slice(0, -1)},"webhook_event":${rawEvent}}`;
      const response = await authorized("/v1/notifications/verify-webhook-signature", "POST", request);
      if (!response.ok) return false;
      const reply = (await response.json()) as { verification_status?: string };
      return reply.verification_status === "SUCCESS";
    },
  };
  return provider;
}

export type PayPalProvider = ReturnType<typeof paypalProvider>;
