import {
  bounceListQuerySchema,
  bounceListSchema,
  clearBounceInputSchema,
} from "@club/domain/mail-bounce.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { type BouncesContext, clearBounce, listBounces } from "./bounces.service.ts";

const tags = ["office"];
const refused = { 401: errorReply, 403: errorReply };

/**
 * /api/v1/office/bounces (issue 15): the addresses whose receiving server refused the club's mail for good, and
 * clearing one once the member has confirmed a working address. The office guard (a role, the second factor;
 * office/office-guard.ts) guards them.
 */
export const officeBouncesRoutes: FastifyPluginAsyncZod<{ context: BouncesContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/bounces",
    {
      config: { can: "manageBounces" },
      schema: {
        tags,
        summary:
          "Bouncing addresses, the latest bounce first, 50 a page: the server's reply, when, and the member whose address it is",
        querystring: bounceListQuerySchema,
        response: { 200: bounceListSchema, 400: errorReply, ...refused },
      },
    },
    async (request) => listBounces(context, request.query),
  );

  app.post(
    "/bounces/clear",
    {
      config: { can: "manageBounces" },
      schema: {
        tags,
        summary:
          "Clear an address's bounce once the member confirmed it works: reminders and announcements go there again (audited)",
        body: clearBounceInputSchema,
        response: { 204: z.undefined(), 400: errorReply, 404: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      await clearBounce(context, sessionOf(request).memberId, request.body.address);
      return reply.status(204).send();
    },
  );
};
