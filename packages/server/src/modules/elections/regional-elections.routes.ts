import {
  electionSummarySchema,
  regionalElectionInputSchema,
  regionElectionListSchema,
} from "@club/domain/election.schema";
import { regionCodeParamSchema } from "@club/domain/office-regions.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import {
  type ElectionsContext,
  listRegionElections,
  proposeRegionElection,
} from "./election-setup.service.ts";

const tags = ["regional administrators"];
const codeParams = z.object({ code: regionCodeParamSchema });
const refused = { 401: errorReply, 403: errorReply, 404: errorReply };

/**
 * Issue 46: a region's elections, for the region's current officers (a term current on the club's day): they read
 * their region's, every state, and propose one, which waits for the office to confirm it.
 */
export const regionalElectionsRoutes: FastifyPluginAsyncZod<{ context: ElectionsContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/regions/:code/elections",
    {
      schema: {
        tags,
        summary: "The region's elections, newest first (its current officers; 403 for anyone else)",
        description: "With the regional offices a proposal's races may fill.",
        params: codeParams,
        response: { 200: regionElectionListSchema, ...refused },
      },
    },
    async (request) => listRegionElections(context, sessionOf(request), request.params.code),
  );

  app.post(
    "/regions/:code/elections",
    {
      schema: {
        tags,
        summary: "Propose an election for the region; the office confirms it (audit: election_proposed)",
        description:
          "The same rules as the office's (days, races or questions); races fill the region's offices " +
          "(regional_office_id) or nothing.",
        params: codeParams,
        body: regionalElectionInputSchema,
        response: { 201: electionSummarySchema, 400: errorReply, ...refused },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await proposeRegionElection(context, sessionOf(request), request.params.code, request.body)),
  );
};
