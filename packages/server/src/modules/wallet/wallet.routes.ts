import { cardWalletsSchema, googleWalletLinkSchema } from "@club/domain/wallet.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sendFile } from "../../lib/send-file.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { cardWallets, googleWalletLink, issueApplePass } from "./wallet.service.ts";

const tags = ["memberships"];
const notIssued =
  "409 card_not_issued naming membership for an account whose membership is not paid yet; 404 when the club does not offer this wallet.";

/** Issue 43: the signed-in member's membership card for the phone's wallet. */
export const walletRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    "/members/card/wallets",
    {
      schema: {
        tags,
        summary: "Which wallets the club offers the membership card in (Apple Wallet, Google Wallet)",
        response: { 200: cardWalletsSchema, 401: errorReply },
      },
    },
    async () => cardWallets(context),
  );

  app.get(
    "/members/card.pkpass",
    {
      schema: {
        tags,
        summary:
          "The signed-in member's membership card for Apple Wallet (application/vnd.apple.pkpass), signed by the club's pass type certificate; in the audit trail as wallet_pass_issued",
        description: notIssued,
        response: { 401: errorReply, 404: errorReply, 409: errorReply },
      },
    },
    async (request, reply) => {
      const { fileName, pkpass } = await issueApplePass(context, sessionOf(request).memberId);
      return sendFile(reply, "pkpass", fileName, pkpass);
    },
  );

  app.get(
    "/members/card/google_wallet",
    {
      schema: {
        tags,
        summary:
          "The \"Save to Google Wallet\" address of the signed-in member's membership card (a JWT signed with the club's service account); in the audit trail as wallet_pass_issued",
        description: notIssued,
        response: { 200: googleWalletLinkSchema, 401: errorReply, 404: errorReply, 409: errorReply },
      },
    },
    async (request) => googleWalletLink(context, sessionOf(request).memberId),
  );
};
