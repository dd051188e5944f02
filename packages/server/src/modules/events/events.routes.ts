import { timingSafeEqual } from "node:crypto";
import {
  cancellationReplySchema,
  eventDetailsSchema,
  eventSchema,
  registerForEventSchema,
  registrationReplySchema,
  registrationSchema,
  registrationWebhookSchema,
} from "@club/domain/event.schema";
import { idParamSchema } from "@club/domain/fields.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound, unauthorized } from "../../lib/app-error.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import type { PaymentsContext } from "../checkout/payments-context.ts";
import { cancelRegistration } from "./event-cancellation.service.ts";
import { getEventDetails } from "./event-details.service.ts";
import { acceptOffer, registerForEvent } from "./event-registration.service.ts";
import {
  getOwnRegistration,
  listAvailableEvents,
  listRegistrations,
  registerFromForm,
} from "./events.service.ts";

const idParams = z.object({ id: idParamSchema });
const refused = { 401: errorReply, 403: errorReply, 404: errorReply };

const tags = ["events"];

function sameSecret(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const eventsRoutes: FastifyPluginAsyncZod<{ context: PaymentsContext }> = async (app, { context }) => {
  app.get(
    "/events",
    {
      schema: {
        tags,
        summary: "Upcoming events the member has not registered for",
        response: { 200: z.array(eventSchema), 401: errorReply },
      },
    },
    async (request) => listAvailableEvents(context, sessionOf(request).memberId),
  );

  app.get(
    "/registrations",
    {
      schema: {
        tags,
        summary: "The member's registered events",
        response: { 200: z.array(registrationSchema), 401: errorReply },
      },
    },
    async (request) => listRegistrations(context, sessionOf(request).memberId),
  );

  app.get(
    "/events/:id",
    {
      schema: {
        tags,
        summary:
          "An event's details for a member: places left, today's prices, items left, whether they may register, their own registration",
        params: idParams,
        response: { 200: eventDetailsSchema, 400: errorReply, ...refused },
      },
    },
    async (request) => getEventDetails(context, sessionOf(request), request.params.id),
  );

  app.post(
    "/events/:id/registrations",
    {
      schema: {
        tags,
        summary:
          "Register for a portal event: priced by the server; `created` with the invoice to pay (params.orderId), `confirmed` when nothing is due, `waitlisted` when full",
        description:
          "Members in good standing only (403 `not_in_good_standing` at `membership`). `vehicle_id`: one of the member's cars; required, and approved or on the Full Classic list, when the event requires a car. `associate`: the member's associate comes too. `items`: each of the event's items by its id (`item_id`, from GET /events/{id}), once, with its quantity; an item's limit is counted over every registration (422 at `items.<n>.quantity`). A place awaiting payment is held EVENT_PAYMENT_HOLD_MINUTES.",
        params: idParams,
        body: registerForEventSchema,
        response: { 201: registrationReplySchema, 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await registerForEvent(context, sessionOf(request), request.params.id, request.body)),
  );

  app.post(
    "/registrations/:id/accept",
    {
      schema: {
        tags,
        summary:
          "Take the place offered from the waiting list while the offer lasts: paid as a registration is",
        params: idParams,
        response: { 200: registrationReplySchema, 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request) => acceptOffer(context, sessionOf(request), request.params.id),
  );

  app.delete(
    "/registrations/:id",
    {
      schema: {
        tags,
        summary:
          "Cancel the member's own portal registration: the event's rule decides the refund (through the provider, or recorded for a cheque); the place goes to the next waiting member",
        params: idParams,
        response: {
          200: cancellationReplySchema,
          400: errorReply,
          409: errorReply,
          422: errorReply,
          502: errorReply,
          ...refused,
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const refunded = await cancelRegistration(context, session, request.params.id);
      return {
        registration: await getOwnRegistration(context, session.memberId, request.params.id),
        refunded,
      };
    },
  );

  app.post(
    "/registrations/webhook",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The form service reports a submission (header X-Forms-Secret); a repeat changes nothing",
        body: registrationWebhookSchema,
        response: {
          200: z.object({ result: z.enum(["registered", "duplicate"]) }),
          400: errorReply,
          401: errorReply,
          404: errorReply,
          422: errorReply,
        },
      },
    },
    async (request) => {
      const secret = context.config.forms.webhookSecret;
      if (!secret) throw notFound();
      if (!sameSecret(String(request.headers["x-forms-secret"] ?? ""), secret))
        throw unauthorized("Unknown sender");
      return { result: await registerFromForm(context, request.body) };
    },
  );
};
