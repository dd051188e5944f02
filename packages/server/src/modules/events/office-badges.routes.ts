import { idParamSchema } from "@club/domain/fields.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sendFile } from "../../lib/send-file.ts";
import { errorReply } from "../../plugins/errors.ts";
import { eventBadgesFile } from "./badges.service.ts";

/**
 * /api/v1/office/events/{id}/badges.pdf (issue 28): name badges for an event's registrants, printed by its
 * organisers. Registered under the office's routes, behind their office-role and second-factor hook.
 */
export const officeBadgesRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/events/:id/badges.pdf",
    {
      config: { can: "manageEvents" },
      schema: {
        tags: ["office"],
        summary:
          "Name badges (application/pdf) on Avery 5395 sheets, 8 a US Letter page: each member with a confirmed place, their associate and guests, by last name",
        description:
          "A member's badge shows the first name large, the full name, the member number, the car the registration names and the event; an associate's and a guest's name the member they came with. An event nobody holds a place at gives one page saying so.",
        params: z.object({ id: idParamSchema }),
        response: { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await eventBadgesFile(context, request.params.id);
      return sendFile(reply, "pdf", fileName, pdf);
    },
  );
};
