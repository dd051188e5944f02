import { idParamSchema } from "@club/domain/fields.schema";
import {
  removeVolunteerRoleQuerySchema,
  rosterRoleSchema,
  volunteerRoleInputSchema,
  volunteerRosterSchema,
} from "@club/domain/volunteer.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { type RegionalEventsContext, requireOwnEvent } from "../events/regional-events.service.ts";
import {
  addVolunteerRole,
  changeVolunteerRole,
  getVolunteerRoster,
  removeVolunteerRole,
} from "./volunteers.service.ts";

const tags = ["regional administrators"];
const idParams = z.object({ id: idParamSchema });
const roleParams = z.object({ id: idParamSchema, roleId: idParamSchema });
const refused = { 401: errorReply, 403: errorReply, 404: errorReply };
const roleReply = rosterRoleSchema.omit({ volunteers: true });
const path = "/regional_administrators/events/:id";

/**
 * Issue 46: the hosting region's administrators keep a meet's volunteers as they run its judging (the same bodies,
 * rules and trail as the office's), for the events of their regions; another region's event is not found. They read
 * the volunteers' names as the visibility rule gives them to a member, without their e-mail.
 */
export const regionalVolunteersRoutes: FastifyPluginAsyncZod<{ context: RegionalEventsContext }> = async (
  app,
  { context },
) => {
  app.get(
    `${path}/volunteers`,
    {
      schema: {
        tags,
        summary:
          "The judges and volunteers of a meet of your regions (as GET /office/events/{id}/volunteers)",
        params: idParams,
        response: { 200: volunteerRosterSchema, 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await requireOwnEvent(context, session, request.params.id);
      // A region's administrator reads names as another member would, whatever their own dues (the office's appointment).
      const account = { ...session, officeRole: null, standing: "active" as const };
      return getVolunteerRoster(context, { account, withContact: false }, request.params.id);
    },
  );

  app.post(
    `${path}/volunteer-roles`,
    {
      schema: {
        tags,
        summary: "Open a volunteer role at a meet of your regions (volunteer_role_added)",
        params: idParams,
        body: volunteerRoleInputSchema,
        response: { 201: roleReply, 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      await requireOwnEvent(context, session, request.params.id);
      return reply
        .status(201)
        .send(await addVolunteerRole(context, session, request.params.id, request.body));
    },
  );

  app.put(
    `${path}/volunteer-roles/:roleId`,
    {
      schema: {
        tags,
        summary: "Change a volunteer role at a meet of your regions (volunteer_role_changed)",
        params: roleParams,
        body: volunteerRoleInputSchema,
        response: { 200: roleReply, 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { id, roleId } = request.params;
      await requireOwnEvent(context, session, id);
      return changeVolunteerRole(context, session, id, roleId, request.body);
    },
  );

  app.delete(
    `${path}/volunteer-roles/:roleId`,
    {
      schema: {
        tags,
        summary: "Remove a volunteer role at a meet of your regions (409 with sign-ups unless `force=true`)",
        params: roleParams,
        querystring: removeVolunteerRoleQuerySchema,
        response: { 204: z.undefined(), 400: errorReply, 409: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const { id, roleId } = request.params;
      await requireOwnEvent(context, session, id);
      await removeVolunteerRole(context, session, id, roleId, request.query.force);
      return reply.status(204).send();
    },
  );
};
