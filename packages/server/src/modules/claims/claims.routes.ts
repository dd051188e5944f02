import { claimGreetingSchema, claimRequestSchema } from "@club/domain/claim.schema";
import { ownProfileSchema } from "@club/domain/own-profile.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sendSignedIn } from "../../lib/signed-in-reply.ts";
import { errorReply } from "../../plugins/errors.ts";
import { claimAccount, claimGreeting } from "./claims.service.ts";

const tags = ["auth"];
const refusals = {
  400: errorReply,
  403: errorReply,
  404: errorReply,
  410: errorReply,
  429: errorReply,
};
const linkRefusals =
  "404 claim_link_invalid (unknown or forged), 410 claim_link_expired (30 days after sending) or claim_link_used (already claimed), each with errors.token. Failed tries are limited per address.";

/** The member's side of the invitations (issue 16): an imported member claims their account with a password. */
export const claimsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    "/members/claim/:token",
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "Whom a claim link (its token, or a letter's code) is for: first and last name, the e-mail address masked",
        description: linkRefusals,
        params: z.object({ token: z.string().max(200) }),
        response: { 200: claimGreetingSchema, ...refusals },
      },
    },
    async (request) => claimGreeting(context, request.params.token, request.ip),
  );

  app.post(
    "/members/claim",
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "Claim an imported account: set its password with the claim link's token (or the letter's code) and sign in; the session comes back in the Authorization header like a login",
        description: `${linkRefusals} 400 naming password or password_confirmation when the new password breaks the reset-password rules; 403 for an office account. For a letter's code, the e-mail given: 422 email_taken when another account uses it, 409 email_conflict when another claim took it at the same moment, each with errors.email.`,
        body: claimRequestSchema,
        response: { 200: ownProfileSchema, ...refusals, 409: errorReply, 422: errorReply },
      },
    },
    async (request, reply) => {
      const { token, profile } = await claimAccount(
        context,
        { token: request.body.token, password: request.body.password, email: request.body.email },
        request.ip,
      );
      return sendSignedIn(reply, { token, profile });
    },
  );
};
