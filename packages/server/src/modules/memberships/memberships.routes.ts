import { checkoutReplySchema } from "@club/domain/join.schema";
import { membershipDetailsSchema } from "@club/domain/membership.schema";
import { renewDataSchema, renewSchema } from "@club/domain/renewal.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context.ts";
import { memberEnvelope } from "../../lib/member-envelope.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { getMembershipDetails } from "./memberships.service.ts";
import { getRenewData, renewMembership } from "./renewal.service.ts";

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
    async (request) => getMembershipDetails(context, sessionOf(request).memberId),
  );

  app.get(
    "/members/renew_data",
    {
      schema: {
        tags: ["memberships"],
        summary: "The renewal window, whether renewing is open now (and why not), and last year's selections",
        response: { 200: renewDataSchema, 401: errorReply },
      },
    },
    async (request) => getRenewData(context, sessionOf(request).memberId),
  );

  app.put(
    "/members/renew",
    {
      schema: {
        tags: ["memberships"],
        summary: "Renew: saves the basic info and opens an invoice priced by the server",
        body: memberEnvelope(renewSchema),
        response: { 201: checkoutReplySchema, 400: errorReply, 401: errorReply, 422: errorReply },
      },
    },
    async (request, reply) => {
      const { orderId } = await renewMembership(context, sessionOf(request).memberId, request.body.member);
      return reply.status(201).send({ status: "created" as const, params: { orderId } });
    },
  );
};
