import {
  acceptanceInputSchema,
  electionListSchema,
  electionMessages,
  memberElectionSchema,
  nominationInputSchema,
} from "@club/domain/election.schema";
import { electionResultsSchema } from "@club/domain/election-results.schema";
import { idParamSchema, signedLinkQuerySchema } from "@club/domain/fields.schema";
import { imageMaxBytes } from "@club/domain/vehicle.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { invalidField } from "../../lib/app-error.ts";
import { readOnePhoto } from "../../lib/multipart.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { publishedResults } from "./election-count.service.ts";
import {
  acceptNomination,
  declineNomination,
  type ElectionsContext,
  getMemberElection,
  listMemberElections,
  nominate,
  readElectionPhoto,
  setNominationPhoto,
} from "./election-setup.service.ts";

const tags = ["elections"];
const idParams = z.object({ id: idParamSchema });
const nominationParams = z.object({ id: idParamSchema, nominationId: idParamSchema });
const nominee =
  "The nominee only (404 for anyone else's nomination), until voting opens (409 after, or when answered already).";
const answerReplies = { 200: memberElectionSchema, 401: errorReply, 404: errorReply, 409: errorReply };

/** Issue 46: elections as members read them, and their nominations. */
export const electionsRoutes: FastifyPluginAsyncZod<{ context: ElectionsContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/elections",
    {
      schema: {
        tags,
        summary: "The club's elections and those of the member's regions, newest first",
        description: "Neither proposed (waiting for the office) nor cancelled ones.",
        response: { 200: electionListSchema, 401: errorReply },
      },
    },
    async (request) => listMemberElections(context, sessionOf(request)),
  );

  app.get(
    "/elections/:id/results",
    {
      schema: {
        tags,
        summary:
          "An election's published results: turnout, each office's votes and winners, each question's answers",
        description:
          "For a member who may read the election (404 otherwise, and until the office publishes the results). " +
          "Candidates are named as on the ballot; ties are flagged, for the club's rules to decide.",
        params: idParams,
        response: { 200: electionResultsSchema, 400: errorReply, 401: errorReply, 404: errorReply },
      },
    },
    async (request) => publishedResults(context, sessionOf(request), request.params.id),
  );

  app.get(
    "/elections/:id",
    {
      schema: {
        tags,
        summary:
          "An election: its days, races with their candidates, questions, and the member's own nominations",
        description:
          "404 for a proposed or cancelled election and for another region's. Candidates are named (standing is " +
          "consent); a pending nomination is shown to its nominee only. Photo URLs are signed for an hour.",
        params: idParams,
        response: { 200: memberElectionSchema, 401: errorReply, 404: errorReply },
      },
    },
    async (request) => getMemberElection(context, sessionOf(request), request.params.id),
  );

  app.post(
    "/elections/:id/nominations",
    {
      schema: {
        tags,
        summary:
          "Nominate a member (or yourself) for a race, during the nominations; the nominee is asked by mail",
        description:
          "Members in good standing (403 otherwise) nominate a member in good standing (400 on member_no " +
          "otherwise; in a region's election, a member of the region). 409 (already_nominated) when that member is " +
          "nominated for that race already; 409 (election_state) outside the nominations.",
        params: idParams,
        body: nominationInputSchema,
        response: {
          201: memberElectionSchema,
          400: errorReply,
          401: errorReply,
          403: errorReply,
          404: errorReply,
          409: errorReply,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await nominate(context, sessionOf(request), request.params.id, request.body)),
  );

  app.post(
    "/elections/:id/nominations/:nominationId/accept",
    {
      schema: {
        tags,
        summary: "Accept a nomination with a statement (2,000 characters at most): you are a candidate",
        description: `${nominee} An accepted nomination's statement may be sent again to change it.`,
        params: nominationParams,
        body: acceptanceInputSchema,
        response: { ...answerReplies, 400: errorReply },
      },
    },
    async (request) =>
      acceptNomination(
        context,
        sessionOf(request),
        request.params.id,
        request.params.nominationId,
        request.body,
      ),
  );

  app.post(
    "/elections/:id/nominations/:nominationId/decline",
    {
      schema: {
        tags,
        summary: "Decline a nomination",
        description: nominee,
        params: nominationParams,
        response: answerReplies,
      },
    },
    async (request) =>
      declineNomination(context, sessionOf(request), request.params.id, request.params.nominationId),
  );

  app.put(
    "/elections/:id/nominations/:nominationId/photo",
    {
      schema: {
        tags,
        summary: "The nominee's photo for the ballot (multipart field `photo`: PNG or JPEG, 5 MB at most)",
        description: `${nominee} A new photo replaces the old one.`,
        params: nominationParams,
        response: {
          ...answerReplies,
          400: errorReply,
          413: errorReply,
          415: errorReply,
          422: errorReply,
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const photo = await readOnePhoto(
        request,
        imageMaxBytes,
        invalidField("photo", electionMessages.photoRequired, "invalid_input"),
      );
      return setNominationPhoto(context, session, request.params.id, request.params.nominationId, photo);
    },
  );

  app.get(
    "/election_photos/:nominationId/:name",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A candidate's photo (image/jpeg) by signed URL; 403 when the link expired",
        // The name is not checked for its form here: the signature covers the path, and a name no nomination's photo
        // has is not found, so the expiry and the signature are what a bad link is refused by (403, naming them).
        params: z.object({ nominationId: idParamSchema, name: z.string().max(64) }),
        querystring: signedLinkQuerySchema,
      },
    },
    async (request, reply) => {
      const body = await readElectionPhoto(context, { ...request.params, ...request.query });
      return reply
        .header("Content-Type", "image/jpeg")
        .header("Cache-Control", "private, max-age=3600")
        .send(body);
    },
  );
};
