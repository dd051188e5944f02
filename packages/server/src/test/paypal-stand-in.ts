import { createHmac, randomBytes } from "node:crypto";
import Fastify from "fastify";

interface StandInOrder {
  id: string;
  status: "CREATED" | "APPROVED" | "COMPLETED" | "DECLINED";
  invoiceId: string;
  currency: string;
  value: string;
  capture?: { id: string; requestId: string };
}

const webhookKey = "stand-in-webhook-key";

/** The stand-in's webhook signature: over the event's exact bytes, as PayPal's is. */
export function signWebhookEvent(rawEvent: string) {
  return createHmac("sha256", webhookKey).update(rawEvent).digest("hex");
}

/**
 * A local stand-in for PayPal's REST API (OAuth token, Orders v2 create/capture/get, webhook signature
 * verification) with knobs the tests turn: approve or decline an order as its payer, or tamper with what the
 * capture reports. It also serves a fake JS SDK for the browser tests.
 */
export async function startPayPalStandIn(port = 0) {
  const orders = new Map<string, StandInOrder>();
  const tampering = new Map<string, Partial<Pick<StandInOrder, "invoiceId" | "currency" | "value">>>();
  const calls: { method: string; url: string; requestId?: string }[] = [];
  const app = Fastify();

  app.addHook("onRequest", async (request) => {
    calls.push({
      method: request.method,
      url: request.url,
      requestId: request.headers["paypal-request-id"] as string,
    });
  });
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) =>
    done(null, body),
  );
  const rawBodies = new WeakMap<object, string>();
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    rawBodies.set(request, body as string);
    try {
      done(null, body === "" ? {} : JSON.parse(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  const refunds = new Map<string, { id: string; requestId: string; value: string }[]>();

  app.post("/v1/oauth2/token", async (request, reply) => {
    const expected = `Basic ${Buffer.from("test-client:test-secret").toString("base64")}`;
    if (request.headers.authorization !== expected)
      return reply.status(401).send({ error: "invalid_client" });
    return { access_token: "stand-in-token", token_type: "Bearer", expires_in: 32400 };
  });

  app.post<{
    Body: { purchase_units: { invoice_id: string; amount: { currency_code: string; value: string } }[] };
  }>("/v2/checkout/orders", async (request, reply) => {
    if (request.headers.authorization !== "Bearer stand-in-token") return reply.status(401).send({});
    const unit = request.body.purchase_units[0];
    if (!unit) return reply.status(400).send({});
    const id = `PP-${randomBytes(6).toString("hex").toUpperCase()}`;
    orders.set(id, {
      id,
      status: "CREATED",
      invoiceId: unit.invoice_id,
      currency: unit.amount.currency_code,
      value: unit.amount.value,
    });
    return reply.status(201).send({ id, status: "CREATED" });
  });

  function representation(order: StandInOrder) {
    const shown = { ...order, ...tampering.get(order.id) };
    return {
      id: order.id,
      status: order.status,
      purchase_units: [
        {
          invoice_id: shown.invoiceId,
          amount: { currency_code: shown.currency, value: shown.value },
          payments: order.capture
            ? {
                captures: [
                  {
                    id: order.capture.id,
                    status: "COMPLETED",
                    invoice_id: shown.invoiceId,
                    amount: { currency_code: shown.currency, value: shown.value },
                  },
                ],
              }
            : undefined,
        },
      ],
    };
  }

  app.post<{ Params: { id: string } }>("/v2/checkout/orders/:id/capture", async (request, reply) => {
    const order = orders.get(request.params.id);
    if (!order) return reply.status(404).send({ name: "RESOURCE_NOT_FOUND" });
    const requestId = String(request.headers["paypal-request-id"] ?? "");
    if (order.capture) {
      if (order.capture.requestId === requestId) return representation(order);
      return reply
        .status(422)
        .send({ name: "UNPROCESSABLE_ENTITY", details: [{ issue: "ORDER_ALREADY_CAPTURED" }] });
    }
    if (order.status === "DECLINED") {
      return reply
        .status(422)
        .send({ name: "UNPROCESSABLE_ENTITY", details: [{ issue: "INSTRUMENT_DECLINED" }] });
    }
    if (order.status !== "APPROVED") {
      return reply
        .status(422)
        .send({ name: "UNPROCESSABLE_ENTITY", details: [{ issue: "ORDER_NOT_APPROVED" }] });
    }
    order.status = "COMPLETED";
    order.capture = { id: `CAP-${randomBytes(6).toString("hex").toUpperCase()}`, requestId };
    return reply.status(201).send(representation(order));
  });

  app.get<{ Params: { id: string } }>("/v2/checkout/orders/:id", async (request, reply) => {
    const order = orders.get(request.params.id);
    if (!order) return reply.status(404).send({ name: "RESOURCE_NOT_FOUND" });
    return representation(order);
  });

  // Like PayPal, the signature covers the event as it was sent: the caller must hand the bytes back unchanged.
  app.post<{ Body: { transmission_sig: string; webhook_id: string } }>(
    "/v1/notifications/verify-webhook-signature",
    async (request) => {
      const raw = rawBodies.get(request) ?? "";
      const marker = '"webhook_event":';
      const at = raw.indexOf(marker);
      const rawEvent = at < 0 ? "" : raw.slice(at + marker.length, raw.lastIndexOf("}"));
      const valid =
        request.body.webhook_id === "test-webhook" &&
        request.body.transmission_sig === signWebhookEvent(rawEvent);
      return { verification_status: valid ? "SUCCESS" : "FAILURE" };
    },
  );

  // A refund without an amount gives back what is left of the capture; with one, that part. The request id makes
  // a repeated request return the refund it made; asking for more than is left is refused, as PayPal does.
  app.post<{ Params: { id: string }; Body: { amount?: { value: string; currency_code: string } } }>(
    "/v2/payments/captures/:id/refund",
    async (request, reply) => {
      if (request.headers.authorization !== "Bearer stand-in-token") return reply.status(401).send({});
      const order = [...orders.values()].find((candidate) => candidate.capture?.id === request.params.id);
      if (!order) return reply.status(404).send({ name: "RESOURCE_NOT_FOUND" });
      const requestId = String(request.headers["paypal-request-id"] ?? "");
      const made = refunds.get(request.params.id) ?? [];
      const earlier = made.find((refund) => refund.requestId === requestId);
      if (earlier) return reply.status(200).send({ id: earlier.id, status: "COMPLETED" });
      const cents = (value: string) => Math.round(Number(value) * 100);
      const left = cents(order.value) - made.reduce((sum, refund) => sum + cents(refund.value), 0);
      const asked = request.body?.amount ? cents(request.body.amount.value) : left;
      if (left <= 0 || asked > left)
        return reply.status(422).send({
          name: "UNPROCESSABLE_ENTITY",
          details: [{ issue: left <= 0 ? "CAPTURE_FULLY_REFUNDED" : "REFUND_AMOUNT_EXCEEDED" }],
        });
      const refund = {
        id: `REF-${randomBytes(6).toString("hex").toUpperCase()}`,
        requestId,
        value: (asked / 100).toFixed(2),
      };
      refunds.set(request.params.id, [...made, refund]);
      return reply.status(201).send({ id: refund.id, status: "COMPLETED" });
    },
  );

  // The browser side: a fake JS SDK whose button opens an order, approves it as the payer would on PayPal's
  // pages, then hands the order id to onApprove, like the real buttons do.
  app.get("/sdk/js", async (_request, reply) => reply.type("application/javascript").send(fakeSdk));
  app.post<{ Params: { id: string } }>("/test/approve/:id", async (request, reply) => {
    const order = orders.get(request.params.id);
    if (order && order.status === "CREATED") order.status = "APPROVED";
    return reply
      .header("Access-Control-Allow-Origin", "*")
      .status(order ? 204 : 404)
      .send();
  });

  await app.listen({ port, host: "127.0.0.1" });
  const address = app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    calls,
    /** The payer approves (or declines) the order on PayPal's pages. */
    approve: (id: string) => setStatus(id, "APPROVED"),
    decline: (id: string) => setStatus(id, "DECLINED"),
    /** What the capture will report differs from what the order was opened with. */
    tamper: (id: string, change: Partial<Pick<StandInOrder, "invoiceId" | "currency" | "value">>) =>
      tampering.set(id, change),
    /** Refunds made, by capture id, in the order they were made. */
    refunds,
    captureOf: (id: string) =>
      representation(orders.get(id) as StandInOrder).purchase_units[0]?.payments?.captures?.[0],
    close: () => app.close(),
  };

  function setStatus(id: string, status: StandInOrder["status"]) {
    const order = orders.get(id);
    if (!order) throw new Error(`no order ${id}`);
    order.status = status;
  }
}

export type PayPalStandIn = Awaited<ReturnType<typeof startPayPalStandIn>>;

/** The settings of a portal that pays through the stand-in at `apiBase`, with the credentials it accepts. */
export function paypalPortalEnv(apiBase: string) {
  return {
    PAYMENT_PROVIDER: "paypal",
    PAYPAL_CLIENT_ID: "test-client",
    PAYPAL_CLIENT_SECRET: "test-secret",
    PAYPAL_API_BASE: apiBase,
    PAYPAL_WEBHOOK_ID: "test-webhook",
  };
}

const fakeSdk = `(function () {
  var base = new URL(document.currentScript.src).origin;
  window.paypal = {
    version: "5.0.0-stand-in",
    Buttons: function (options) {
      return {
        isEligible: function () { return true; },
        render: function (container) {
          var host = typeof container === "string" ? document.querySelector(container) : container;
          var button = document.createElement("button");
          button.type = "button";
          button.textContent = "Pay with PayPal";
          button.addEventListener("click", function () {
            Promise.resolve(options.createOrder({ paymentSource: "paypal" }, {}))
              .then(function (orderID) {
                return fetch(base + "/test/approve/" + orderID, { method: "POST" }).then(function () { return orderID; });
              })
              .then(function (orderID) { return options.onApprove({ orderID: orderID, payerID: "STANDIN" }, {}); })
              .catch(function (error) { if (options.onError) options.onError(error); });
          });
          host.appendChild(button);
          return Promise.resolve();
        },
        close: function () { return Promise.resolve(); },
        updateProps: function () { return Promise.resolve(); }
      };
    }
  };
})();
`;
