import {
  cardCheckSchema,
  cardTokenParamsSchema,
  membershipCardSchema,
} from "@club/domain/membership-card.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sendFile } from "../../lib/send-file.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { checkCard, getMembershipCard, membershipCardFile } from "./membership-card.service.ts";

const tags = ["memberships"];
const notIssued =
  "409 card_not_issued naming membership for an account whose membership is not paid yet (a joiner who never paid).";

/** Issue 25: the member's card, its PDF, and the public check of its QR code. */
export const membershipCardRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/members/card",
    {
      schema: {
        tags,
        summary:
          "The signed-in member's membership card: name, member number, plan, dues date, standing and the check address its QR code carries",
        description: notIssued,
        response: { 200: membershipCardSchema, 401: errorReply, 409: errorReply },
      },
    },
    async (request) => getMembershipCard(context, sessionOf(request).memberId),
  );

  app.get(
    "/members/card.pdf",
    {
      schema: {
        tags,
        summary:
          "The signed-in member's membership card to print (application/pdf): credit-card size on a US Letter page, with cut marks and the QR code",
        description: notIssued,
        response: { 401: errorReply, 409: errorReply },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await membershipCardFile(context, sessionOf(request).memberId);
      return sendFile(reply, "pdf", fileName, pdf);
    },
  );

  app.get(
    "/cards/:token",
    {
      // An event host checks many cards from one phone: a generous limit, still one a script trying codes meets.
      config: { public: true, rateLimit: { times: 30 } },
      schema: {
        tags,
        summary:
          "Check a membership card from its QR code (public): what the card shows, and whether the membership is current today",
        description:
          "Read live: a card of a member who has lapsed, resigned or died since it was printed answers current false. 404 card_invalid naming token for a code the club did not sign.",
        params: cardTokenParamsSchema,
        response: { 200: cardCheckSchema, 400: errorReply, 404: errorReply, 429: errorReply },
      },
    },
    async (request) => checkCard(context, request.params.token),
  );
};
