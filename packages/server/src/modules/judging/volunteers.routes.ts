import { idParamSchema } from "@club/domain/fields.schema";
import { meetVolunteeringSchema } from "@club/domain/volunteer.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import {
  getMeetVolunteering,
  listMeetVolunteering,
  signUpToVolunteer,
  withdrawFromVolunteering,
} from "./volunteers.service.ts";

const tags = ["events"];
const idParams = z.object({ id: idParamSchema });
const roleParams = z.object({ id: idParamSchema, roleId: idParamSchema });
const refused = { 401: errorReply, 403: errorReply, 404: errorReply };

/**
 * Issue 46: members read the meets' volunteer roles with the places left, and sign up for one or withdraw, until
 * the meet's first day. Signing up is for members in good standing; withdrawing is anyone's who signed up.
 */
export const volunteersRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    "/volunteer-roles",
    {
      schema: {
        tags,
        summary:
          "The meets not yet over that need volunteers, soonest first, each with its roles and places left",
        response: { 200: z.array(meetVolunteeringSchema), 401: errorReply },
      },
    },
    async (request) => listMeetVolunteering(context, sessionOf(request)),
  );

  app.get(
    "/events/:id/volunteer-roles",
    {
      schema: {
        tags,
        summary:
          "A meet's volunteer roles: places left, who signed up (as the visibility rule names them), yours",
        params: idParams,
        response: { 200: meetVolunteeringSchema, 400: errorReply, ...refused },
      },
    },
    async (request) => getMeetVolunteering(context, sessionOf(request), request.params.id),
  );

  app.post(
    "/events/:id/volunteer-roles/:roleId/sign-up",
    {
      schema: {
        tags,
        summary: "Sign up for a volunteer role",
        description:
          "403 under `membership` for a member not in good standing; 409 when every place is taken, when already signed up, or from the meet's first day (the club's).",
        params: roleParams,
        response: { 200: meetVolunteeringSchema, 400: errorReply, 409: errorReply, ...refused },
      },
    },
    async (request) =>
      signUpToVolunteer(context, sessionOf(request), request.params.id, request.params.roleId),
  );

  app.delete(
    "/events/:id/volunteer-roles/:roleId/sign-up",
    {
      schema: {
        tags,
        summary: "Withdraw from a volunteer role, giving the place back",
        description: "409 when not signed up for it, or from the meet's first day (the club's).",
        params: roleParams,
        response: { 200: meetVolunteeringSchema, 400: errorReply, 409: errorReply, ...refused },
      },
    },
    async (request) =>
      withdrawFromVolunteering(context, sessionOf(request), request.params.id, request.params.roleId),
  );
};
