import { textSchema } from "@club/domain/fields.schema";
import {
  approvePaymentReplySchema,
  approvePaymentSchema,
  createProviderOrderSchema,
  invoiceSchema,
  paymentMessages,
  providerOrderReplySchema,
} from "@club/domain/payment.schema";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, notFound } from "../../lib/app-error.ts";
import { errorReply } from "../../plugins/errors.ts";
import {
  approvePayment,
  decideSandboxOrder,
  getInvoice,
  openProviderOrder,
  settleFromWebhook,
} from "./payments.service.ts";
import type { PaymentsContext } from "./payments-context.ts";
import {
  captureResultOf,
  type PayPalProvider,
  paypalCaptureResourceSchema,
} from "./providers/paypal-provider.ts";

const tags = ["payments"];
const errors = { 400: errorReply, 404: errorReply, 422: errorReply, 502: errorReply };

// Joining visitors pay before they have an account to sign in with: these routes are public, and an order id
// (random, 16 characters) is the capability. The provider, not the browser, says whether money arrived.
export const paymentsRoutes: FastifyPluginAsyncZod<{
  context: PaymentsContext;
  paypal: PayPalProvider | null;
}> = async (app, { context, paypal }) => {
  app.get(
    "/invoices/:orderId",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "An invoice to pay: items, fee and total in cents",
        params: z.object({ orderId: textSchema() }),
        response: { 200: invoiceSchema, 404: errorReply },
      },
    },
    async (request) => getInvoice(context, request.params.orderId),
  );

  app.post(
    "/payments/orders",
    {
      // Each order is a call to the provider: a loop of them from one address is refused, a payer's retries are not.
      config: { public: true, rateLimit: { times: 3 } },
      schema: {
        tags,
        summary: "Open an order at the payment provider for an invoice",
        body: createProviderOrderSchema,
        response: { 200: providerOrderReplySchema, ...errors, 409: errorReply },
      },
    },
    async (request) => openProviderOrder(context, request.body.invoiceId),
  );

  app.post(
    "/payments/sandbox/orders/:providerOrderId/:decision",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Sandbox provider only: the payer approves or declines the order",
        params: z.object({ providerOrderId: textSchema(), decision: z.enum(["approve", "decline"]) }),
        response: { 204: z.undefined(), 404: errorReply },
      },
    },
    async (request, reply) => {
      await decideSandboxOrder(
        context,
        request.params.providerOrderId,
        request.params.decision === "approve",
      );
      return reply.status(204).send();
    },
  );

  await app.register(async (webhook) => {
    // PayPal verifies the body it signed, byte for byte: keep the text as it arrived beside the parsed JSON.
    const rawBodies = new WeakMap<object, string>();
    const parseJson = webhook.getDefaultJsonParser("error", "error");
    webhook.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
      rawBodies.set(request, body as string);
      parseJson(request, body as string, done);
    });
    webhook.withTypeProvider<ZodTypeProvider>().post(
      "/payments/paypal/webhook",
      {
        config: { public: true, keepKeys: true },
        schema: {
          tags,
          summary: "PayPal webhook (PAYMENT.CAPTURE.COMPLETED), verified with PayPal before it is believed",
          description:
            "The result says what became of the capture: settled, already_settled, refunded (money we did not " +
            "settle, given back), refund_pending, unmatched (no invoice of ours: recorded for the office) or ignored.",
          body: z.object({ event_type: z.string(), resource: z.unknown() }).passthrough(),
          response: { 200: z.object({ result: z.string() }), 400: errorReply, 404: errorReply },
        },
      },
      async (request) => {
        if (!paypal) throw notFound();
        if (!(await paypal.verifyWebhook(request.headers, rawBodies.get(request) ?? ""))) {
          throw new AppError("webhook_unverified", {
            base: ["The webhook signature could not be verified"],
          });
        }
        if (request.body.event_type !== "PAYMENT.CAPTURE.COMPLETED") return { result: "ignored" };
        const resource = paypalCaptureResourceSchema
          .extend({
            supplementary_data: z.object({ related_ids: z.object({ order_id: textSchema() }) }).optional(),
          })
          .safeParse(request.body.resource);
        if (!resource.success) return { result: "ignored" };
        const orderId = resource.data.supplementary_data?.related_ids.order_id ?? "";
        return { result: await settleFromWebhook(context, captureResultOf(resource.data), orderId) };
      },
    );
  });
};

/** POST /orders/approve (spec §7) lives outside /api/v1. */
export const ordersRoutes: FastifyPluginAsyncZod<{ context: PaymentsContext }> = async (app, { context }) => {
  app.post(
    "/approve",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "After the payer approved: capture, check amount, currency and invoice, then settle once",
        body: approvePaymentSchema,
        response: { 200: approvePaymentReplySchema, ...errors },
      },
    },
    async (request) => {
      await approvePayment(context, request.body.invoiceId, request.body.paymentId);
      return { status: "paid" as const, message: paymentMessages.success };
    },
  );
};
