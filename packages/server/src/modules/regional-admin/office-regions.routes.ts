import { idParamSchema } from "@club/domain/fields.schema";
import {
  officeRegionSchema,
  regionAdministratorsInputSchema,
  regionCodeParamSchema,
} from "@club/domain/office-regions.schema";
import {
  officerTermInputSchema,
  officerTermSchema,
  officerTermUpdateSchema,
  regionalOfficeInputSchema,
  regionalOfficeSchema,
  regionalOfficeUpdateSchema,
} from "@club/domain/officer-terms.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { changeRegionAdministrators, listRegions } from "./office-regions.service.ts";
import {
  addOffice,
  appointTerm,
  changeOffice,
  changeTerm,
  confirmTerm,
  endTermToday,
  listOffices,
  listRegionTerms,
  removeOffice,
  removeTerm,
} from "./officer-terms.service.ts";

const tags = ["office"];
const refused = { 401: errorReply, 403: errorReply };
const regionParams = z.object({ code: regionCodeParamSchema });
const termParams = regionParams.extend({ id: idParamSchema });
const officeParams = z.object({ id: idParamSchema });

/** /api/v1/office/regions (issue 14): the regions and who administers each; every office role reads, office administrators appoint. */
export const officeRegionsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/regions",
    {
      config: { can: "readRegions" },
      schema: {
        tags,
        summary:
          "Every region by name: its plan, its administrators (member id, number, name) and how many active regional members it has",
        response: { 200: z.array(officeRegionSchema), ...refused },
      },
    },
    async () => listRegions(context),
  );

  app.put(
    "/regions/:code/administrators",
    {
      config: { can: "appointRegionalAdmins" },
      schema: {
        tags,
        summary:
          "Name the region's administrators (office_admin): member_ids replaces the list (empty: none); each gets or loses the administrator pages at their next request",
        description:
          "Each id must be a member account that was not merged (422 naming member_ids otherwise); `reason` (optional) goes into the audit trail. Answers with the region.",
        params: z.object({ code: regionCodeParamSchema }),
        body: regionAdministratorsInputSchema,
        response: { 200: officeRegionSchema, 400: errorReply, 404: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request) =>
      changeRegionAdministrators(context, sessionOf(request), request.params.code, request.body),
  );

  // Issue 42: the offices and the regions' officers' terms.

  app.get(
    "/regional-offices",
    {
      config: { can: "readRegions" },
      schema: {
        tags,
        summary:
          "The offices a region's officers hold, in the club's order (built-in ones have a key); retired ones too",
        response: { 200: z.array(regionalOfficeSchema), ...refused },
      },
    },
    async () => listOffices(context),
  );

  app.post(
    "/regional-offices",
    {
      config: { can: "appointRegionalAdmins" },
      schema: {
        tags,
        summary:
          "Add an office of the club's own (office_admin); 422 naming title when another has that title",
        body: regionalOfficeInputSchema,
        response: { 201: regionalOfficeSchema, 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addOffice(context, sessionOf(request), request.body.title)),
  );

  app.patch(
    "/regional-offices/:id",
    {
      config: { can: "appointRegionalAdmins" },
      schema: {
        tags,
        summary: "Rename an office, retire it (offered for no new term, kept for its terms) or use it again",
        params: officeParams,
        body: regionalOfficeUpdateSchema,
        response: {
          200: regionalOfficeSchema,
          400: errorReply,
          404: errorReply,
          422: errorReply,
          ...refused,
        },
      },
    },
    async (request) => changeOffice(context, sessionOf(request), request.params.id, request.body),
  );

  app.delete(
    "/regional-offices/:id",
    {
      config: { can: "appointRegionalAdmins" },
      schema: {
        tags,
        summary: "Delete an office no one ever held and the club added; 409 otherwise (retire it instead)",
        params: officeParams,
        response: { 204: z.null(), 400: errorReply, 404: errorReply, 409: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      await removeOffice(context, sessionOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/regions/:code/terms",
    {
      config: { can: "readRegions" },
      schema: {
        tags,
        summary:
          "The region's officers' terms: directors' proposals first, then by office, latest first; each with its state on the club's day (proposed, upcoming, current, ended)",
        params: regionParams,
        response: { 200: z.array(officerTermSchema), 400: errorReply, 404: errorReply, ...refused },
      },
    },
    async (request) => listRegionTerms(context, request.params.code),
  );

  app.post(
    "/regions/:code/terms",
    {
      config: { can: "appointRegionalAdmins" },
      schema: {
        tags,
        summary:
          "Appoint a member (by member_no) to an office of the region from starts_on to ends_on (null: until ended), days in the club's time zone (office_admin)",
        description:
          "The term gives the region's officer pages from its first day to its last with no one acting. 422 naming member_no (unknown, closed account), office_id (unknown, retired), ends_on (before starts_on, already past) or starts_on (the member holds the office in the region on some of those days).",
        params: regionParams,
        body: officerTermInputSchema,
        response: { 201: officerTermSchema, 400: errorReply, 404: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await appointTerm(context, sessionOf(request), request.params.code, request.body)),
  );

  app.patch(
    "/regions/:code/terms/:id",
    {
      config: { can: "appointRegionalAdmins" },
      schema: {
        tags,
        summary:
          "Change a term's days; end it early by giving it a last day (yesterday at the earliest: its access ends today)",
        params: termParams,
        body: officerTermUpdateSchema,
        response: { 200: officerTermSchema, 400: errorReply, 404: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request) =>
      changeTerm(context, sessionOf(request), request.params.code, request.params.id, request.body),
  );

  app.post(
    "/regions/:code/terms/:id/end",
    {
      config: { can: "appointRegionalAdmins" },
      schema: {
        tags,
        summary:
          "End a term being served today, on the club's day: its last day becomes yesterday (one begun today is deleted); 409 for a term not being served",
        params: termParams,
        response: { 204: z.null(), 400: errorReply, 404: errorReply, 409: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      await endTermToday(context, sessionOf(request), request.params.code, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/regions/:code/terms/:id/confirm",
    {
      config: { can: "appointRegionalAdmins" },
      schema: {
        tags,
        summary: "Confirm a director's proposal: it becomes a term (409 when it is not a proposal)",
        params: termParams,
        response: { 200: officerTermSchema, 400: errorReply, 404: errorReply, 409: errorReply, ...refused },
      },
    },
    async (request) => confirmTerm(context, sessionOf(request), request.params.code, request.params.id),
  );

  app.delete(
    "/regions/:code/terms/:id",
    {
      config: { can: "appointRegionalAdmins" },
      schema: {
        tags,
        summary:
          "Decline a proposal or delete a term that has not begun; 409 for one that has begun (the region's history: end it instead)",
        params: termParams,
        response: { 204: z.null(), 400: errorReply, 404: errorReply, 409: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      await removeTerm(context, sessionOf(request), request.params.code, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
