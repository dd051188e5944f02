import { idParamSchema } from "@club/domain/fields.schema";
import {
  auditPageSchema,
  auditQuerySchema,
  noteInputSchema,
  officeMemberListSchema,
  officeMemberQuerySchema,
  officeMemberRecordSchema,
  officeNoteSchema,
} from "@club/domain/office.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import {
  addNote,
  auditCsv,
  auditPage,
  memberRecord,
  requireOfficeRole,
  searchMembers,
} from "./office.service.ts";

const tags = ["office"];
const idParams = z.object({ id: idParamSchema });
const refused = { 401: errorReply, 403: errorReply };

/** /api/v1/office: the club office's API (issue 13), for accounts with an office role only. */
export const officeRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  // After the auth hook (registered on the API scope): a member or a regional administrator gets 403.
  app.addHook("onRequest", async (request) => requireOfficeRole(sessionOf(request)));

  app.get(
    "/members",
    {
      schema: {
        tags,
        summary:
          "Every account with its status (active, lifetime, lapsed, unpaid joiner, deceased, resigned, staff); 50 a page",
        description:
          "q matches name, e-mail, member number, city and postal code; status and region filter; sort by last_name, member_no, dues_expire or created_at.",
        querystring: officeMemberQuerySchema,
        response: { 200: officeMemberListSchema, 400: errorReply, ...refused },
      },
    },
    async (request) => searchMembers(context, request.query),
  );

  app.get(
    "/members/:id",
    {
      schema: {
        tags,
        summary:
          "A member's whole record: profile, memberships, associate, invoices and payments, donations, cars, events, mail, notes and audit trail",
        params: idParams,
        response: { 200: officeMemberRecordSchema, 404: errorReply, ...refused },
      },
    },
    async (request) => memberRecord(context, request.params.id),
  );

  app.post(
    "/members/:id/notes",
    {
      schema: {
        tags,
        summary: "Add a dated note to a member's record (also in the audit trail)",
        params: idParams,
        body: noteInputSchema,
        response: { 201: officeNoteSchema, 400: errorReply, 404: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      const note = await addNote(context, sessionOf(request), request.params.id, request.body.text);
      return reply.status(201).send({
        id: note.id,
        text: note.text,
        authorName: null,
        createdAt: note.createdAt.toISOString(),
      });
    },
  );

  app.get(
    "/audit",
    {
      schema: {
        tags,
        summary:
          "The audit trail, newest first, 100 a page (GET /audit.csv: every matching entry as a CSV file)",
        description: "Filters: member_id, actor_id, from and to (YYYY-MM-DD, both days included, UTC).",
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, 400: errorReply, ...refused },
      },
    },
    async (request) => auditPage(context, request.query),
  );

  app.get(
    "/audit.csv",
    {
      schema: {
        tags,
        summary: "The audit trail as a CSV file (text/csv): every entry matching the filters of GET /audit",
        querystring: auditQuerySchema.omit({ page: true }),
      },
    },
    async (request, reply) =>
      reply
        .header("Content-Type", "text/csv; charset=utf-8")
        .header("Content-Disposition", 'attachment; filename="audit-trail.csv"')
        .header("Access-Control-Expose-Headers", "Content-Disposition")
        .send(auditCsv(context, request.query)),
  );
};
