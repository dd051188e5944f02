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
import type { AppContext } from "../../lib/app-context.ts";
import { sendFile } from "../../lib/send-file.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { eventRegistrationsCsv, listEventRegistrations, listOfficeEvents } from "./events.service.ts";
import { addEventByOffice, changeEventByOffice, deleteEventByOffice } from "./office-events.service.ts";

const tags = ["office"];
const idParams = z.object({ id: idParamSchema });
const refused = { 401: errorReply, 403: errorReply };
const bodyDescription =
  "`form_id` is the form service's id of the event's registration form (members' Register opens it; its submissions register them here), unique to the event. No `region_code` (or an empty one): a club-wide event. No `capacity` (or null): no limit. Dates YYYY-MM-DD, the end on or after the start.";

/**
 * /api/v1/office/events (issue 14): the office adds, changes and deletes the events members see on My Events, and
 * reads who registered. Registered under the office's routes, behind their office-role and second-factor hook.
 */
export const officeEventsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/events",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary:
          "The club's events with region, capacity and how many registered, 50 a page: upcoming (not ended, soonest first; the default), past (latest first) or all",
        description: "`page` from 1; `total` counts every event the `when` chosen matches.",
        querystring: officeEventQuerySchema,
        response: { 200: officeEventListSchema, 400: errorReply, ...refused },
      },
    },
    async (request) => listOfficeEvents(context, request.query),
  );

  app.post(
    "/events",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary: "Add an event: members see it on My Events at once (in the audit trail as event_created)",
        description: bodyDescription,
        body: officeEventInputSchema,
        response: { 201: officeEventSchema, 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addEventByOffice(context, sessionOf(request), request.body)),
  );

  app.put(
    "/events/:id",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary:
          "Change an event, past ones included: the whole event is sent (in the audit trail as event_changed, before and after)",
        description: bodyDescription,
        params: idParams,
        body: officeEventInputSchema,
        response: { 200: officeEventSchema, 400: errorReply, 404: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request) => changeEventByOffice(context, sessionOf(request), request.params.id, request.body),
  );

  app.delete(
    "/events/:id",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary:
          "Delete an event nobody registered for (in the audit trail as event_deleted); one with registrations is refused (422): edit it instead",
        params: idParams,
        response: { 204: z.undefined(), 400: errorReply, 404: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      await deleteEventByOffice(context, sessionOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    "/events/:id/registrations",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary:
          "Who registered for the event, first come first, 50 a page: member name, number and id, e-mail, the car the registration names, when",
        description: "`page` from 1; `total` counts every registration (the CSV file has them all).",
        params: idParams,
        querystring: officePageQuerySchema,
        response: { 200: eventRegistrationsSchema, 400: errorReply, 404: errorReply, ...refused },
      },
    },
    async (request) => listEventRegistrations(context, request.params.id, request.query.page),
  );

  app.get(
    "/events/:id/registrations.csv",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary:
          "The event's registrations as a CSV file (text/csv) for its organisers, the columns of GET /events/{id}/registrations",
        description:
          "Amounts in dollars with two decimals: total (the price), paid (what the payment brought in, the online fee included), refunded (given back, refunds under way included) and net (paid less refunded).",
        params: idParams,
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await eventRegistrationsCsv(context, request.params.id);
      return sendFile(reply, "csv", fileName, csv);
    },
  );
};
