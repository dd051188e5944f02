import { idParamSchema } from "@club/domain/fields.schema";
import { consentEventSchema } from "@club/domain/privacy.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { errorReply } from "../../plugins/errors.ts";
import { consentLogOf } from "./privacy-choices.service.ts";

/** /api/v1/office/members/{id}/consents (issue 30): the consent log on the office's record of a member. */
export const officeConsentsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/members/:id/consents",
    {
      config: { can: "manageMembers" },
      schema: {
        tags: ["office"],
        summary:
          "A member's consents, newest first: their privacy and club mail choices and announcement opt-outs, how each was given and by whom",
        params: z.object({ id: idParamSchema }),
        response: {
          200: z.array(consentEventSchema),
          401: errorReply,
          403: errorReply,
          404: errorReply,
        },
      },
    },
    async (request) => consentLogOf(context, request.params.id),
  );
};
