import { checkoutReplySchema } from "@club/domain/join.schema";
import { membershipDetailsSchema } from "@club/domain/membership.schema";
import { renewDataSchema, renewSchema } from "@club/domain/renewal.schema";
import { renewalQuoteSchema } from "@club/domain/renewal-quote.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context.ts";
import { memberEnvelope } from "../../lib/member-envelope.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { getMembershipDetails } from "./memberships.service.ts";
import { getRenewalQuote, getRenewData, renewAsLastYear, renewMembership } from "./renewal.service.ts";

export const membershipsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    "/members/membership_details",
    {
      config: { renewalLink: true },
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
      config: { renewalLink: true },
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
      config: { renewalLink: true },
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

  app.get(
    "/members/renewal_quote",
    {
      config: { renewalLink: true },
      schema: {
        tags: ["memberships"],
        summary: "Renew as last year: last year's choices priced online (fee included) and by cheque",
        description:
          "renewable: false with the reason and a message when the member cannot renew now (lifelong, already renewed, outside the renewal window, no membership to renew). 422 plan_not_offered (errors.nationalPlan) or regional_plan_unknown (errors.regionalPlans) when last year's plan is no longer offered: the member chooses again in the renewal wizard.",
        response: { 200: renewalQuoteSchema, 401: errorReply, 422: errorReply },
      },
    },
    async (request) => getRenewalQuote(context, sessionOf(request).memberId),
  );

  app.post(
    "/members/renew_as_last_year",
    {
      config: { renewalLink: true },
      schema: {
        tags: ["memberships"],
        summary: "Renew as last year: opens the invoice of the renewal quote, the profile unchanged",
        description:
          "Voids any unpaid invoice of the member, as PUT /members/renew does. 422 renewal_not_allowed (errors.base) when renewing is not open; 422 plan_not_offered or regional_plan_unknown when last year's plan is no longer offered.",
        response: { 201: checkoutReplySchema, 401: errorReply, 422: errorReply },
      },
    },
    async (request, reply) => {
      const { orderId } = await renewAsLastYear(context, sessionOf(request).memberId);
      return reply.status(201).send({ status: "created" as const, params: { orderId } });
    },
  );
};
