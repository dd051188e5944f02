import {
  ballotCastSchema,
  ballotChangeSchema,
  ballotChoicesSchema,
  myBallotSchema,
} from "@club/domain/election-ballot.schema";
import { idParamSchema } from "@club/domain/fields.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { type BallotContext, castMyBallot, changeMyBallot, getMyBallot } from "./ballots.service.ts";

const tags = ["elections"];
const idParams = z.object({ id: idParamSchema });
const choicesRule =
  "Each race's choices are its accepted candidates (`nomination_ids`), at most its seats and none twice; each question answered yes, no or abstain, once. 422 naming the field otherwise.";

/** Issue 46: the signed-in member's own ballot in an election. */
export const ballotsRoutes: FastifyPluginAsyncZod<{ context: BallotContext }> = async (app, { context }) => {
  app.get(
    "/elections/:id/ballot",
    {
      schema: {
        tags,
        summary:
          "The member's ballot: the election's races, candidates and questions, and whether they are on its roll and have voted",
        description:
          "404 for a proposed or cancelled election, or a region's election the member is not on the roll of.",
        params: idParams,
        response: { 200: myBallotSchema, 401: errorReply, 404: errorReply },
      },
    },
    async (request) => getMyBallot(context, sessionOf(request), request.params.id),
  );

  app.post(
    "/elections/:id/ballot",
    {
      schema: {
        tags,
        summary:
          "Cast the member's ballot online (once): the receipt code to change it is answered when the election allows a change",
        description: `${choicesRule} 409 already_voted for a second ballot (online or on paper), voting_closed outside the voting days; 403 not_on_roll.`,
        params: idParams,
        body: ballotChoicesSchema,
        response: {
          201: ballotCastSchema,
          400: errorReply,
          401: errorReply,
          403: errorReply,
          404: errorReply,
          409: errorReply,
          422: errorReply,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await castMyBallot(context, sessionOf(request), request.params.id, request.body)),
  );

  app.put(
    "/elections/:id/ballot",
    {
      schema: {
        tags,
        summary:
          "Replace the member's ballot with its receipt code, until the close (elections that allow a change)",
        description: `${choicesRule} 422 receipt_invalid for a receipt no ballot of the election has (tries limited); 409 change_not_allowed, voting_closed, or already_voted when the member voted on paper.`,
        params: idParams,
        body: ballotChangeSchema,
        response: {
          204: z.null(),
          400: errorReply,
          401: errorReply,
          403: errorReply,
          404: errorReply,
          409: errorReply,
          422: errorReply,
          429: errorReply,
        },
      },
    },
    async (request, reply) => {
      await changeMyBallot(context, sessionOf(request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );
};
