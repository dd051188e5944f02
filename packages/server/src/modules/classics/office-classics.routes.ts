import {
  classicApprovalSchema,
  classicInputSchema,
  classicListQuerySchema,
  classicPetitionQuerySchema,
  classicRejectionSchema,
  classicSchema,
  officeClassicPetitionListSchema,
  officeClassicPetitionSchema,
} from "@club/domain/classics.schema";
import { idParamSchema } from "@club/domain/fields.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { listClassics } from "./classics.service.ts";
import {
  addClassicByOffice,
  approvePetitionByOffice,
  changeClassicByOffice,
  listPetitionsForOffice,
  rejectPetitionByOffice,
  removeClassicByOffice,
} from "./office-classics.service.ts";

const tags = ["office"];
const idParams = z.object({ id: idParamSchema });
const refused = { 401: errorReply, 403: errorReply };
const entryDescription =
  "No `series` (or an empty one): every model of the make. Years from the club's vehicle years, the last not before the first (422 on last_year); an unknown make: 422 on make_id.";
const decisionReplies = {
  200: officeClassicPetitionSchema,
  400: errorReply,
  404: errorReply,
  409: errorReply,
  ...refused,
};

/**
 * /api/v1/office/classics (issue 27): the office keeps the Full Classic list and decides the members' petitions.
 * Staff read both (reviewVehicles: the list is what they check cars against); changing the list and deciding are an
 * administrator's (manageClassics). Registered under the office's routes, behind the office guard.
 */
export const officeClassicsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/classics",
    {
      config: { can: "reviewVehicles" },
      schema: {
        tags,
        summary: "The Full Classic list, as members see it (GET /classics)",
        description: "`make_id` (optional): only that make's entries.",
        querystring: classicListQuerySchema,
        response: { 200: z.array(classicSchema), 400: errorReply, ...refused },
      },
    },
    async (request) => listClassics(context, request.query),
  );

  app.post(
    "/classics",
    {
      config: { can: "manageClassics" },
      schema: {
        tags,
        summary: "Add an entry to the Full Classic list (in the audit trail as classic_added)",
        description: entryDescription,
        body: classicInputSchema,
        response: { 201: classicSchema, 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addClassicByOffice(context, sessionOf(request), request.body)),
  );

  app.put(
    "/classics/:id",
    {
      config: { can: "manageClassics" },
      schema: {
        tags,
        summary:
          "Change an entry: the whole entry is sent (in the audit trail as classic_changed, before and after)",
        description: entryDescription,
        params: idParams,
        body: classicInputSchema,
        response: { 200: classicSchema, 400: errorReply, 404: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request) => changeClassicByOffice(context, sessionOf(request), request.params.id, request.body),
  );

  app.delete(
    "/classics/:id",
    {
      config: { can: "manageClassics" },
      schema: {
        tags,
        summary: "Remove an entry from the list (in the audit trail as classic_removed)",
        params: idParams,
        response: { 204: z.undefined(), 400: errorReply, 404: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      await removeClassicByOffice(context, sessionOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    "/classics/petitions",
    {
      config: { can: "reviewVehicles" },
      schema: {
        tags,
        summary:
          "Members' petitions to add a car, 50 a page, with the member's name and number: pending (the longest waiting first; the default), approved or rejected (the latest decided first)",
        description: "`page` from 1; `total` counts the status asked for, `counts` every status.",
        querystring: classicPetitionQuerySchema,
        response: { 200: officeClassicPetitionListSchema, 400: errorReply, ...refused },
      },
    },
    async (request) => listPetitionsForOffice(context, request.query),
  );

  app.post(
    "/classics/petitions/:id/approve",
    {
      config: { can: "manageClassics" },
      schema: {
        tags,
        summary:
          "Approve a petition: its car joins the list (in the audit trail as classic_petition_approved); a decided petition is refused (409)",
        description:
          "`reason` (optional) is shown to the member. The entry takes the petition's make, model (as its series) and years; `series` replaces the model (empty or null: every model of the make), `notes` go on the entry.",
        params: idParams,
        body: classicApprovalSchema,
        response: decisionReplies,
      },
    },
    async (request) => approvePetitionByOffice(context, sessionOf(request), request.params.id, request.body),
  );

  app.post(
    "/classics/petitions/:id/reject",
    {
      config: { can: "manageClassics" },
      schema: {
        tags,
        summary:
          "Reject a petition with a reason the member reads (in the audit trail as classic_petition_rejected); a decided petition is refused (409)",
        params: idParams,
        body: classicRejectionSchema,
        response: decisionReplies,
      },
    },
    async (request) => rejectPetitionByOffice(context, sessionOf(request), request.params.id, request.body),
  );
};
