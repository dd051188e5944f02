import { regionCodeParamSchema } from "@club/domain/office-regions.schema";
import {
  regionStatementSchema,
  remittanceInputSchema,
  remittanceSchema,
  statementQuerySchema,
  zoneIdParamSchema,
  zoneStatementSchema,
} from "@club/domain/region-money.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sendFile, streamedFileCompression } from "../../lib/send-file.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import {
  recordRemittance,
  regionStatement,
  regionStatementCsv,
  regionStatementPdf,
  zoneStatement,
} from "./region-money.service.ts";

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

  app.get(
    "/regions/:code/statement.pdf",
    {
      schema: {
        tags,
        summary:
          "A region's statement for a period as a PDF (application/pdf): its figures, the period month by month, and the remittances; the lines are the CSV file's",
        params,
        querystring: statementQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await regionStatementPdf(context, sessionOf(request), request.params.code, request.query);
      return sendFile(reply, "pdf", file.fileName, file.pdf);
    },
  );

  app.get(
    "/zones/:id/statement",
    {
      schema: {
        tags,
        summary:
          "A zone's money rolled up for a period (issue 42): each of its regions' opening balance, collected, fees, refunded, remitted and owed, in cents, and their sums",
        description:
          "from and to: YYYY-MM-DD, both days included, the club's days. Read by office staff and by whoever reads the money of every region of the zone (its officers); anyone else gets 403.",
        params: zoneIdParamSchema,
        querystring: statementQuerySchema,
        response: { 200: zoneStatementSchema, 400: errorReply, ...refused },
      },
    },
    async (request) => zoneStatement(context, sessionOf(request), request.params.id, request.query),
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
