import { idParamSchema } from "@club/domain/fields.schema";
import { officerTermInputSchema } from "@club/domain/officer-terms.schema";
import { zoneInputSchema, zoneSchema, zoneTermSchema, zoneUpdateSchema } from "@club/domain/zones.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import {
  addZone,
  appointZoneOfficer,
  changeZone,
  endZoneTermToday,
  listZones,
  listZoneTerms,
  removeZone,
} from "./zones.service.ts";

const tags = ["office"];
const refused = { 401: errorReply, 403: errorReply };
const zoneParams = z.object({ id: idParamSchema });

/** /api/v1/office/zones (issue 42): groups of regions; every office role reads, office administrators change them. */
export const officeZonesRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    "/zones",
    {
      config: { can: "readRegions" },
      schema: {
        tags,
        summary: "The zones by name, each with its regions",
        response: { 200: z.array(zoneSchema), ...refused },
      },
    },
    async () => listZones(context),
  );

  app.post(
    "/zones",
    {
      config: { can: "appointRegionalAdmins" },
      schema: {
        tags,
        summary:
          "Add a zone with its regions (office_admin), each region taken out of the zone it was in; 422 naming name when another zone has it, regions for an unknown code",
        body: zoneInputSchema,
        response: { 201: zoneSchema, 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request, reply) => reply.code(201).send(await addZone(context, sessionOf(request), request.body)),
  );

  app.patch(
    "/zones/:id",
    {
      config: { can: "appointRegionalAdmins" },
      schema: {
        tags,
        summary: "Rename a zone, or give it its whole list of regions (each taken out of the zone it was in)",
        params: zoneParams,
        body: zoneUpdateSchema,
        response: { 200: zoneSchema, 400: errorReply, 404: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request) => changeZone(context, sessionOf(request), request.params.id, request.body),
  );

  app.delete(
    "/zones/:id",
    {
      config: { can: "appointRegionalAdmins" },
      schema: {
        tags,
        summary:
          "Delete a zone: its regions are then in no zone. A zone whose offices members have held is history: 409",
        params: zoneParams,
        response: { 204: z.null(), 400: errorReply, 404: errorReply, 409: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      await removeZone(context, sessionOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/zones/:id/terms",
    {
      config: { can: "readRegions" },
      schema: {
        tags,
        summary:
          "A zone's officers' terms (issue 42), by office, the latest first, each with its state on the club's today",
        params: zoneParams,
        response: { 200: z.array(zoneTermSchema), 400: errorReply, 404: errorReply, ...refused },
      },
    },
    async (request) => listZoneTerms(context, request.params.id),
  );

  app.post(
    "/zones/:id/terms",
    {
      config: { can: "appointRegionalAdmins" },
      schema: {
        tags,
        summary:
          "Appoints a member to an office of the zone for a term (member_no, office_id, starts_on: none is the club's today, ends_on: null for no last day, reason); audited. For the days of the term the officer reads each of the zone's regions as its own officers do, and its money",
        params: zoneParams,
        body: officerTermInputSchema,
        response: { 201: zoneTermSchema, 400: errorReply, 404: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await appointZoneOfficer(context, sessionOf(request), request.params.id, request.body)),
  );

  app.post(
    "/zones/:id/terms/:termId/end",
    {
      config: { can: "appointRegionalAdmins" },
      schema: {
        tags,
        summary: "Ends a term being served today (its last day yesterday; one begun today goes); audited",
        params: z.object({ id: idParamSchema, termId: idParamSchema }),
        response: { 204: z.null(), 400: errorReply, 404: errorReply, 409: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      await endZoneTermToday(context, sessionOf(request), request.params.id, request.params.termId);
      return reply.code(204).send(null);
    },
  );
};
