import { checkInSchema } from "@club/domain/event.schema";
import { idParamSchema } from "@club/domain/fields.schema";
import { checkInListSchema, checkInResultSchema } from "@club/domain/office-events.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { checkIn, listCheckIns } from "./check-in.service.ts";

const tags = ["office"];
const idParams = z.object({ id: idParamSchema });
const refused = { 401: errorReply, 403: errorReply };

/**
 * /api/v1/office/events/{id}/check_in (issue 28): the gate. Registered under the office's routes, behind their
 * office-role and second-factor hook.
 */
export const officeCheckInRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/events/:id/check_in",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary:
          "The gate's list: the event's confirmed registrations still expected (by last name, first name), and those checked in (latest first)",
        params: idParams,
        response: { 200: checkInListSchema, 400: errorReply, 404: errorReply, ...refused },
      },
    },
    async (request) => listCheckIns(context, request.params.id),
  );

  app.post(
    "/events/:id/check_in",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary:
          "Check in the confirmed registration of this event whose code is given (any case; in the audit trail as event_check_in)",
        description:
          "409 (`code`: when) if it was already checked in; 422 at `code` for a code of no registration of this event, or of one not confirmed.",
        params: idParams,
        body: checkInSchema,
        response: {
          200: checkInResultSchema,
          400: errorReply,
          404: errorReply,
          409: errorReply,
          422: errorReply,
          ...refused,
        },
      },
    },
    async (request) => checkIn(context, sessionOf(request), request.params.id, request.body.code),
  );
};
