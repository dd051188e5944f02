import { memberResourcesSchema } from "@club/domain/archive.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { getMemberResources, saveMemberResources } from "./settings.service.ts";

/** Issue 45: GET /api/v1/resources, the Member Resources page's links (any signed-in member). */
export const resourcesRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    "/resources",
    {
      schema: {
        tags: ["resources"],
        summary:
          "The Member Resources page's links, in their order, as the office keeps them (spec §2's four until it changes them)",
        response: { 200: memberResourcesSchema, 401: errorReply },
      },
    },
    async () => getMemberResources(context),
  );
};

/** Issue 45: PUT /api/v1/office/resources (office_admin, `manageSettings`). */
export const officeResourcesRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.put(
    "/resources",
    {
      config: { can: "manageSettings" },
      schema: {
        tags: ["office"],
        summary:
          "Replace the Member Resources page's links (office_admin): at most 20, each a label, a line about it and an https address",
        description: "Answers with the list as saved (audit: member_resources_changed).",
        body: memberResourcesSchema,
        response: { 200: memberResourcesSchema, 400: errorReply, 401: errorReply, 403: errorReply },
      },
    },
    async (request) => saveMemberResources(context, sessionOf(request).memberId, request.body),
  );
};
