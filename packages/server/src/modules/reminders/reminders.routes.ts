import { ownProfileSchema } from "@club/domain/own-profile.schema";
import { renewalLinkRequestSchema } from "@club/domain/renewal-link.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sendSignedIn } from "../../lib/signed-in-reply.ts";
import { errorReply } from "../../plugins/errors.ts";
import { exchangeRenewalLink } from "./renewal-links.service.ts";

const tags = ["auth"];

/** The member's side of the reminders (issue 15): a renewal link signs in without a password. */
export const remindersRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.post(
    "/members/renewal_link",
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "Exchange a reminder's renewal link (its token, or a letter's short code) for a session, returned in the Authorization header like a login",
        description:
          "The session sees and pays the renewal only (profile, membership details, renew data and quote, renew, payments, logout): any other call answers 403 with errors.session, and the member signs in with their password. 404 renewal_link_invalid (forged or unknown), 410 renewal_link_expired (after 30 days) or renewal_link_used (the membership year was renewed), each with errors.token; 403 for an office account, which signs in with its password. Failed tries are limited per address.",
        body: renewalLinkRequestSchema,
        response: {
          200: ownProfileSchema,
          400: errorReply,
          403: errorReply,
          404: errorReply,
          410: errorReply,
          429: errorReply,
        },
      },
    },
    async (request, reply) => {
      const { token, profile } = await exchangeRenewalLink(context, request.body.token, request.ip);
      return sendSignedIn(reply, { token, profile });
    },
  );
};
