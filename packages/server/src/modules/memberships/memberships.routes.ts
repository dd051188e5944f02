import { membershipDetailsSchema } from "@club/domain/membership.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { getMembershipDetails } from "./memberships.service.ts";

export const membershipsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    "/members/membership_details",
    {
      schema: {
        tags: ["memberships"],
        summary: "The signed-in member's national, regional and associate memberships",
        response: { 200: membershipDetailsSchema, 401: errorReply },
      },
    },
    async (request) => getMembershipDetails(context.db, sessionOf(request).memberId, context.now()),
  );
};
