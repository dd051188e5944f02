import { idParamSchema } from "@club/domain/fields.schema";
import {
  removeVolunteerRoleQuerySchema,
  rosterRoleSchema,
  volunteerRoleInputSchema,
  volunteerRosterSchema,
} from "@club/domain/volunteer.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import {
  addVolunteerRole,
  changeVolunteerRole,
  getVolunteerRoster,
  removeVolunteerRole,
} from "./volunteers.service.ts";

const tags = ["office"];
const idParams = z.object({ id: idParamSchema });
const roleParams = z.object({ id: idParamSchema, roleId: idParamSchema });
const refused = { 401: errorReply, 403: errorReply, 404: errorReply };
const roleReply = rosterRoleSchema.omit({ volunteers: true });

/**
 * Issue 46: a meet's volunteer roster beside its judges, as the office keeps it (the judging's own action,
 * manageEvents). Registered under the office's routes, behind their office-role and second-factor hook.
 */
export const officeVolunteersRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/events/:id/volunteers",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary:
          "A portal event's roster: its judges and their teams, then each volunteer role with its places and who signed up (names and e-mail)",
        params: idParams,
        response: { 200: volunteerRosterSchema, 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request) =>
      getVolunteerRoster(context, { account: sessionOf(request), withContact: true }, request.params.id),
  );

  app.post(
    "/events/:id/volunteer-roles",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary: "Open a volunteer role at a portal event (volunteer_role_added)",
        params: idParams,
        body: volunteerRoleInputSchema,
        response: { 201: roleReply, 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addVolunteerRole(context, sessionOf(request), request.params.id, request.body)),
  );

  app.put(
    "/events/:id/volunteer-roles/:roleId",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary: "Change a volunteer role (volunteer_role_changed)",
        description: "422 naming `places` when fewer than the members signed up.",
        params: roleParams,
        body: volunteerRoleInputSchema,
        response: { 200: roleReply, 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request) =>
      changeVolunteerRole(
        context,
        sessionOf(request),
        request.params.id,
        request.params.roleId,
        request.body,
      ),
  );

  app.delete(
    "/events/:id/volunteer-roles/:roleId",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary: "Remove a volunteer role (volunteer_role_removed)",
        description:
          "409 when members signed up for it, saying how many, unless `force=true` confirms it: the sign-ups go with the role.",
        params: roleParams,
        querystring: removeVolunteerRoleQuerySchema,
        response: { 204: z.undefined(), 400: errorReply, 409: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      const { id, roleId } = request.params;
      await removeVolunteerRole(context, sessionOf(request), id, roleId, request.query.force);
      return reply.status(204).send();
    },
  );
};
