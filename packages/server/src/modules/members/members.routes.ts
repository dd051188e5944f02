import { requestResetPasswordSchema } from "@club/domain/auth.schema";
import { idParamSchema } from "@club/domain/fields.schema";
import { checkoutReplySchema, joinSchema, uniqueEmailReplySchema } from "@club/domain/join.schema";
import { profileUpdateSchema } from "@club/domain/member.schema";
import { ownProfileSchema } from "@club/domain/own-profile.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { memberEnvelope } from "../../lib/member-envelope.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { authorizeOwnAccount } from "../policy/policy.ts";
import { isEmailAvailable, type JoinContext, joinClub } from "./join.service.ts";
import { getProfile, updateProfile } from "./members.service.ts";

export const membersRoutes: FastifyPluginAsyncZod<{ context: JoinContext }> = async (app, { context }) => {
  app.post(
    "/members",
    {
      config: { public: true, rateLimit: { times: 1 } },
      schema: {
        tags: ["members"],
        summary: "Join: creates the member and the invoice of the chosen plans (priced by the server)",
        body: memberEnvelope(joinSchema),
        response: { 201: checkoutReplySchema, 400: errorReply, 422: errorReply, 429: errorReply },
      },
    },
    async (request, reply) => {
      const { orderId } = await joinClub(context, request.body.member);
      return reply.status(201).send({ status: "created", params: { orderId } });
    },
  );

  app.post(
    "/members/validate_unique_email",
    {
      // Typing and correcting an address checks it several times: a looser limit than sign-in's.
      config: { public: true, rateLimit: { times: 6 } },
      schema: {
        tags: ["members"],
        summary: "Whether an e-mail address is free to join with; says nothing else",
        body: requestResetPasswordSchema,
        response: { 200: uniqueEmailReplySchema, 400: errorReply, 429: errorReply },
      },
    },
    async (request) => ({ available: await isEmailAvailable(context, request.body.email) }),
  );

  app.get(
    "/members/profile",
    {
      config: { renewalLink: true },
      schema: {
        tags: ["members"],
        summary: "The signed-in member's profile",
        response: { 200: ownProfileSchema, 401: errorReply },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return {
        ...(await getProfile(context, session.memberId)),
        officeRole: session.officeRole,
        sessionScope: session.scope,
      };
    },
  );

  app.put(
    "/members/:id",
    {
      schema: {
        tags: ["members"],
        summary: "Update your own profile (e-mail and publication preference are changed by the office)",
        params: z.object({ id: idParamSchema }),
        body: memberEnvelope(profileUpdateSchema),
        response: { 200: ownProfileSchema, 400: errorReply, 401: errorReply, 403: errorReply },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      authorizeOwnAccount(session, request.params.id);
      const profile = await updateProfile(context, session.memberId, request.body.member);
      return { ...profile, officeRole: session.officeRole, sessionScope: session.scope };
    },
  );
};
