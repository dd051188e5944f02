import { idParamSchema } from "@club/domain/fields.schema";
import { zoneInputSchema, zoneSchema, zoneUpdateSchema } from "@club/domain/zones.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { addZone, changeZone, listZones, removeZone } from "./zones.service.ts";

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
        summary: "Delete a zone: its regions are then in no zone",
        params: zoneParams,
        response: { 204: z.null(), 400: errorReply, 404: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      await removeZone(context, sessionOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
