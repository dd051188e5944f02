import {
  ballotCastSchema,
  ballotChangeSchema,
  ballotChoicesSchema,
  ballotSchema,
} from "@club/domain/election-ballot.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorReply } from "../../plugins/errors.ts";
import { type BallotContext, castLinkBallot, changeLinkBallot, getLinkBallot } from "./ballots.service.ts";

const tags = ["elections"];
const tokenParams = z.object({ token: z.string().min(1).max(200) });
const linkRule =
  "No session: the e-mailed link's token (or a paper ballot's code, which its QR code carries) opens this voter's ballot in its election only. 404 ballot_link_invalid (errors.token) for a wrong one; tries limited per address (429).";

/** Issue 46: the ballot an e-mailed link opens, without a password. */
export const ballotLinksRoutes: FastifyPluginAsyncZod<{ context: BallotContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/ballots/:token",
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "The voter's ballot as their link opens it: the election's races, candidates and questions, their name, and whether they have voted",
        description: linkRule,
        params: tokenParams,
        response: { 200: ballotSchema, 400: errorReply, 404: errorReply, 429: errorReply },
      },
    },
    async (request) => getLinkBallot(context, request.params.token, request.ip),
  );

  app.post(
    "/ballots/:token",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Cast the link's voter's ballot (once), as POST /elections/{id}/ballot",
        description: `${linkRule} 409 already_voted, voting_closed; 422 naming the field.`,
        params: tokenParams,
        body: ballotChoicesSchema,
        response: {
          201: ballotCastSchema,
          400: errorReply,
          404: errorReply,
          409: errorReply,
          422: errorReply,
          429: errorReply,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await castLinkBallot(context, request.params.token, request.ip, request.body)),
  );

  app.put(
    "/ballots/:token",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Replace the link's voter's ballot with its receipt code, as PUT /elections/{id}/ballot",
        description: `${linkRule} 422 receipt_invalid; 409 change_not_allowed, voting_closed, already_voted.`,
        params: tokenParams,
        body: ballotChangeSchema,
        response: {
          204: z.null(),
          400: errorReply,
          404: errorReply,
          409: errorReply,
          422: errorReply,
          429: errorReply,
        },
      },
    },
    async (request, reply) => {
      await changeLinkBallot(context, request.params.token, request.ip, request.body);
      return reply.status(204).send(null);
    },
  );
};
