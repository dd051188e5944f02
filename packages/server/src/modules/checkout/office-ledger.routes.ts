import { paymentListQuerySchema, paymentListSchema } from "@club/domain/office.schema";
import { reconciliationSchema } from "@club/domain/region-money.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sendFile, streamedFileCompression } from "../../lib/send-file.ts";
import { errorReply } from "../../plugins/errors.ts";
import { ledgerCsv, listLedger } from "./ledger.service.ts";
import { latestReconciliation, requestReconciliation } from "./payment-shares.service.ts";

const tags = ["office"];
const refused = { 401: errorReply, 403: errorReply };

/** /api/v1/office/payments (issue 13): the treasurer's ledger of every payment and refund, on screen and as CSV. */
export const officeLedgerRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/payments",
    {
      config: { can: "readPayments" },
      schema: {
        tags,
        summary:
          "Every payment and refund (refunds negative), newest first, 50 a page, with the net of all that match (GET /payments.csv: as a CSV file)",
        description:
          "Filters: from and to (YYYY-MM-DD, both days included, the club's days in its time zone), method (paypal, sandbox, cheque, cash, bank_transfer).",
        querystring: paymentListQuerySchema,
        response: { 200: paymentListSchema, 400: errorReply, ...refused },
      },
    },
    async (request) => listLedger(context, request.query),
  );

  app.get(
    "/payments.csv",
    {
      compress: streamedFileCompression,
      config: { can: "readPayments" },
      schema: {
        tags,
        summary:
          "Every payment and refund matching the filters of GET /payments, as a CSV file (text/csv) for the treasurer",
        querystring: paymentListQuerySchema.omit({ page: true }),
      },
    },
    async (request, reply) => sendFile(reply, "csv", "payments.csv", await ledgerCsv(context, request.query)),
  );

  app.get(
    "/reconciliation",
    {
      config: { can: "readPayments" },
      schema: {
        tags,
        summary:
          "The last check that national's and the regions' parts add up to every payment and refund, to the cent (issue 42): what it read and every payment or refund with cents no one has; null before the first",
        response: { 200: reconciliationSchema.nullable(), ...refused },
      },
    },
    async () => latestReconciliation(context),
  );

  app.post(
    "/reconciliation",
    {
      config: { can: "readPayments" },
      schema: {
        tags,
        summary:
          "Checks every payment and refund now, on the worker (202); GET /reconciliation reads the answer",
        response: { 202: reconciliationSchema, ...refused },
      },
    },
    async (_request, reply) => reply.code(202).send(await requestReconciliation(context)),
  );
};
