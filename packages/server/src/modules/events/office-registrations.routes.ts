import { registrationReplySchema } from "@club/domain/event.schema";
import { idParamSchema } from "@club/domain/fields.schema";
import {
  moveRegistrationSchema,
  officeCancellationReplySchema,
  officeCancellationSchema,
  officeRegistrationSchema,
} from "@club/domain/office-events.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import type { PaymentsContext } from "../checkout/payments-context.ts";
import { cancelRegistrationByOffice } from "./event-cancellation.service.ts";
import { moveRegistration, registerByOffice } from "./office-registrations.service.ts";

const tags = ["office"];
const idParams = z.object({ id: idParamSchema });
const refused = { 401: errorReply, 403: errorReply, 404: errorReply };

/**
 * Issue 28: the office registers a member for a portal event (a cheque, a telephone call), cancels a registration
 * (with the refund it chooses) and moves one to another date, each in the audit trail. Registered under the office's
 * routes, behind their office-role and second-factor hook.
 */
export const officeRegistrationsRoutes: FastifyPluginAsyncZod<{ context: PaymentsContext }> = async (
  app,
  { context },
) => {
  app.post(
    "/events/:id/registrations",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary:
          "Register a member for a portal event, outside its window too (event_registered); with `payment` (a cheque, cash, a transfer of the invoice's amount without the online fee) it is confirmed at once",
        description:
          "`member_no`, and the member's own fields: `vehicle_id`, `associate`, `guests`, `items`. Without `payment` the place is held, with no time limit, until the office records the payment on the member's record. A full event puts the member on the waiting list (refused with a `payment`).",
        params: idParams,
        body: officeRegistrationSchema,
        response: { 201: registrationReplySchema, 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await registerByOffice(context, sessionOf(request), request.params.id, request.body)),
  );

  app.delete(
    "/registrations/:id",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary:
          "Cancel a portal registration (event_registration_cancelled): `refund` rule (the event's cancellation rule, the default), full or none; money going back needs refundPayments (office_admin)",
        params: idParams,
        body: officeCancellationSchema,
        response: {
          200: officeCancellationReplySchema,
          400: errorReply,
          409: errorReply,
          422: errorReply,
          502: errorReply,
          ...refused,
        },
      },
    },
    async (request) =>
      cancelRegistrationByOffice(context, sessionOf(request), request.params.id, request.body),
  );

  app.post(
    "/registrations/:id/move",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary:
          "Move a confirmed registration, with what was paid, to another portal event that has room (event_registration_moved); its place goes to the next waiting member",
        params: idParams,
        body: moveRegistrationSchema,
        response: { 204: z.undefined(), 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      await moveRegistration(context, sessionOf(request), request.params.id, request.body.eventId);
      return reply.status(204).send();
    },
  );
};
