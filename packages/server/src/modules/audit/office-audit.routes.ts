import { auditPageSchema, auditQuerySchema } from "@club/domain/office.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendFile, streamedFileCompression } from "../../lib/send-file.ts";
import { errorReply } from "../../plugins/errors.ts";
import { type AuditContext, auditCsv, auditPage } from "./audit.service.ts";

const tags = ["office"];
const refused = { 401: errorReply, 403: errorReply };

/** /api/v1/office/audit (issue 13): the audit trail, filtered by member, actor and days, on screen and as CSV. */
export const officeAuditRoutes: FastifyPluginAsyncZod<{ context: AuditContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/audit",
    {
      config: { can: "readAudit" },
      schema: {
        tags,
        summary:
          "The audit trail, newest first, 100 a page (GET /audit.csv: every matching entry as a CSV file)",
        description:
          "Filters: member_search (whose record) and actor_search (who did it), each a member number or at least 3 letters of a name (400 naming the field otherwise); member_id and actor_id (an account's id); from and to (YYYY-MM-DD, both days included, the club's days in its time zone).",
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, 400: errorReply, ...refused },
      },
    },
    async (request) => auditPage(context, request.query),
  );

  app.get(
    "/audit.csv",
    {
      compress: streamedFileCompression,
      config: { can: "readAudit" },
      schema: {
        tags,
        summary: "The audit trail as a CSV file (text/csv): every entry matching the filters of GET /audit",
        querystring: auditQuerySchema.omit({ page: true }),
      },
    },
    async (request, reply) =>
      sendFile(reply, "csv", "audit-trail.csv", await auditCsv(context, request.query)),
  );
};
