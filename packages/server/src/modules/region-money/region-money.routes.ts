import { regionCodeParamSchema } from "@club/domain/office-regions.schema";
import {
  regionStatementSchema,
  remittanceInputSchema,
  remittanceSchema,
  statementQuerySchema,
} from "@club/domain/region-money.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sendFile, streamedFileCompression } from "../../lib/send-file.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { recordRemittance, regionStatement, regionStatementCsv } from "./region-money.service.ts";

const tags = ["office"];
const params = z.object({ code: regionCodeParamSchema });
const refused = { 401: errorReply, 403: errorReply, 404: errorReply };

/**
 * Issue 42: a region's money, under /api/v1/office beside the office's own routes but outside its door: the region's
 * treasurer reads their region's statement here too, and the service asks the policy who may (office-guard.ts
 * admits office accounts only).
 */
export const regionMoneyRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    "/regions/:code/statement",
    {
      schema: {
        tags,
        summary:
          "A region's statement for a period (issue 42): opening balance, collected, fees, refunded, remitted and owed, in cents, with the region's ledger lines and remittances (GET …/statement.csv: as a CSV file)",
        description:
          "from and to: YYYY-MM-DD, both days included, the club's days. Read by office staff and by the region's current treasurer; another region's treasurer and members get 403. owed = openingBalance + collected + fees − refunded − remitted.",
        params,
        querystring: statementQuerySchema,
        response: { 200: regionStatementSchema, 400: errorReply, ...refused },
      },
    },
    async (request) => regionStatement(context, sessionOf(request), request.params.code, request.query),
  );

  app.get(
    "/regions/:code/statement.csv",
    {
      compress: streamedFileCompression,
      schema: {
        tags,
        summary:
          "A region's statement for a period as a CSV file (text/csv): its opening balance, lines, remittances and what is owed",
        params,
        querystring: statementQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await regionStatementCsv(context, sessionOf(request), request.params.code, request.query);
      return sendFile(reply, "csv", file.fileName, file.body);
    },
  );

  app.post(
    "/regions/:code/remittances",
    {
      schema: {
        tags,
        summary:
          "Records money national sent a region (issue 42; office administrators): amount in cents, sent_on (YYYY-MM-DD, not after today), reference; audited. It lowers what the statement says is owed.",
        params,
        body: remittanceInputSchema,
        response: { 201: remittanceSchema, 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      const remittance = await recordRemittance(
        context,
        sessionOf(request),
        request.params.code,
        request.body,
      );
      return reply.code(201).send(remittance);
    },
  );
};
