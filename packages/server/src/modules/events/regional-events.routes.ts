import { idParamSchema } from "@club/domain/fields.schema";
import { officePageQuerySchema } from "@club/domain/office.schema";
import {
  eventRegistrationsSchema,
  officeEventInputSchema,
  officeEventListSchema,
  officeEventQuerySchema,
  officeEventSchema,
} from "@club/domain/office-events.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import {
  addRegionalEvent,
  changeRegionalEvent,
  deleteRegionalEvent,
  listRegionalEventRegistrations,
  listRegionalEvents,
  type RegionalEventsContext,
} from "./regional-events.service.ts";

const tags = ["regional administrators"];
const idParams = z.object({ id: idParamSchema });
const refused = { 401: errorReply, 403: errorReply };
const ownRegion =
  "`region_code` must be one of the regions the member administers (422 otherwise; 403 for another region). The body is the office's (POST /office/events).";

/**
 * /api/v1/regional_administrators/events (issue 28): a regional administrator adds, changes and deletes the events of
 * their regions and reads who registered, as the office does for every event. Another region's event is not found.
 */
export const regionalEventsRoutes: FastifyPluginAsyncZod<{ context: RegionalEventsContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/regional_administrators/events",
    {
      schema: {
        tags,
        summary: "The events of the regions you administer, 50 a page: upcoming (the default), past or all",
        querystring: officeEventQuerySchema,
        response: { 200: officeEventListSchema, 400: errorReply, ...refused },
      },
    },
    async (request) => listRegionalEvents(context, sessionOf(request), request.query),
  );

  app.post(
    "/regional_administrators/events",
    {
      schema: {
        tags,
        summary: "Add an event in one of your regions (in the audit trail as event_created)",
        description: ownRegion,
        body: officeEventInputSchema,
        response: { 201: officeEventSchema, 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addRegionalEvent(context, sessionOf(request), request.body)),
  );

  app.put(
    "/regional_administrators/events/:id",
    {
      schema: {
        tags,
        summary: "Change an event of your regions (event_changed); it stays in one of them",
        description: ownRegion,
        params: idParams,
        body: officeEventInputSchema,
        response: { 200: officeEventSchema, 400: errorReply, 404: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request) => changeRegionalEvent(context, sessionOf(request), request.params.id, request.body),
  );

  app.delete(
    "/regional_administrators/events/:id",
    {
      schema: {
        tags,
        summary: "Delete an event of your regions nobody registered for (event_deleted)",
        params: idParams,
        response: { 204: z.undefined(), 400: errorReply, 404: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      await deleteRegionalEvent(context, sessionOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    "/regional_administrators/events/:id/registrations",
    {
      schema: {
        tags,
        summary: "Who registered for an event of your regions, first come first, 50 a page",
        params: idParams,
        querystring: officePageQuerySchema,
        response: { 200: eventRegistrationsSchema, 400: errorReply, 404: errorReply, ...refused },
      },
    },
    async (request) =>
      listRegionalEventRegistrations(context, sessionOf(request), request.params.id, request.query.page),
  );
};
