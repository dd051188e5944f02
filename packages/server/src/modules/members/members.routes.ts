import { profileSchema } from "@club/domain/member.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { getProfile } from "./members.service.ts";

export const membersRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    "/members/profile",
    {
      schema: {
        tags: ["members"],
        summary: "The signed-in member's profile",
        response: { 200: profileSchema, 401: errorReply },
      },
    },
    async (request) => getProfile(context.db, sessionOf(request).memberId),
  );
};
