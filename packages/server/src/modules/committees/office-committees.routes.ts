import {
  committeeInputSchema,
  committeeTermInputSchema,
  committeeTermSchema,
  committeeTermUpdateSchema,
  committeeUpdateSchema,
  officeCommitteeSchema,
  officeCommitteesSchema,
} from "@club/domain/committee.schema";
import { idParamSchema } from "@club/domain/fields.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import {
  addCommittee,
  addCommitteeTerm,
  changeCommittee,
  changeCommitteeTerm,
  endCommitteeTermToday,
  listOfficeCommittees,
  removeCommittee,
  removeCommitteeTerm,
} from "./committees.service.ts";

const tags = ["office"];
const refused = { 401: errorReply, 403: errorReply };
const committeeParams = z.object({ id: idParamSchema });
const termParams = committeeParams.extend({ termId: idParamSchema });
const can = "manageCommittees";

/** /api/v1/office/committees (issue 46): the club's and the regions' committees and who serves on them, kept by the desk. */
export const officeCommitteesRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/committees",
    {
      config: { can },
      schema: {
        tags,
        summary:
          "Every committee, the club's first and then each region's, retired ones too, each with every term (current and upcoming first)",
        response: { 200: officeCommitteesSchema, ...refused },
      },
    },
    async () => listOfficeCommittees(context),
  );

  app.post(
    "/committees",
    {
      config: { can },
      schema: {
        tags,
        summary:
          "Add a committee of the club (region_code null) or of one region; 422 naming name when that scope has one of the name, region_code for an unknown region",
        body: committeeInputSchema,
        response: { 201: officeCommitteeSchema, 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addCommittee(context, sessionOf(request), request.body)),
  );

  app.patch(
    "/committees/:id",
    {
      config: { can },
      schema: {
        tags,
        summary:
          "Rename a committee, describe it, retire it (shown to no one, seats no one, kept for its terms) or use it again",
        params: committeeParams,
        body: committeeUpdateSchema,
        response: {
          200: officeCommitteeSchema,
          400: errorReply,
          404: errorReply,
          422: errorReply,
          ...refused,
        },
      },
    },
    async (request) => changeCommittee(context, sessionOf(request), request.params.id, request.body),
  );

  app.delete(
    "/committees/:id",
    {
      config: { can },
      schema: {
        tags,
        summary:
          "Delete a committee the office added and nobody served on; 409 otherwise (retire it instead: its terms are history)",
        params: committeeParams,
        response: { 204: z.null(), 400: errorReply, 404: errorReply, 409: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      await removeCommittee(context, sessionOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/committees/:id/terms",
    {
      config: { can },
      schema: {
        tags,
        summary:
          "Seat a member (by member_no) on the committee in a role (default Member) from starts_on (default the club's today) to ends_on (null: until ended)",
        description:
          "422 naming member_no for an unknown or closed account, ends_on for a last day passed, starts_on when the member already serves on the committee on some of those days; 409 for a retired committee.",
        params: committeeParams,
        body: committeeTermInputSchema,
        response: {
          201: committeeTermSchema,
          400: errorReply,
          404: errorReply,
          409: errorReply,
          422: errorReply,
          ...refused,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addCommitteeTerm(context, sessionOf(request), request.params.id, request.body)),
  );

  app.patch(
    "/committees/:id/terms/:termId",
    {
      config: { can },
      schema: {
        tags,
        summary:
          "Change a term's role or days (a nearer last day ends it early; the days served before stay)",
        params: termParams,
        body: committeeTermUpdateSchema,
        response: {
          200: committeeTermSchema,
          400: errorReply,
          404: errorReply,
          422: errorReply,
          ...refused,
        },
      },
    },
    async (request) =>
      changeCommitteeTerm(
        context,
        sessionOf(request),
        request.params.id,
        request.params.termId,
        request.body,
      ),
  );

  app.post(
    "/committees/:id/terms/:termId/end",
    {
      config: { can },
      schema: {
        tags,
        summary:
          "End a term being served today, on the club's day (its last day becomes yesterday; one begun today is removed); 409 for one not being served",
        params: termParams,
        response: { 204: z.null(), 400: errorReply, 404: errorReply, 409: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      await endCommitteeTermToday(context, sessionOf(request), request.params.id, request.params.termId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/committees/:id/terms/:termId",
    {
      config: { can },
      schema: {
        tags,
        summary:
          "Delete a term that has not begun; 409 for one that has (end it instead: it is the committee's history)",
        params: termParams,
        response: { 204: z.null(), 400: errorReply, 404: errorReply, 409: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      await removeCommitteeTerm(context, sessionOf(request), request.params.id, request.params.termId);
      return reply.code(204).send(null);
    },
  );
};
