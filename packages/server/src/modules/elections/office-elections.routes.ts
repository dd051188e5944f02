import {
  candidateInputSchema,
  electionInputSchema,
  electionUpdateSchema,
  officeElectionListSchema,
  officeElectionSchema,
} from "@club/domain/election.schema";
import { idParamSchema } from "@club/domain/fields.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import {
  addCandidate,
  cancelElection,
  changeElection,
  confirmElection,
  createOfficeElection,
  type ElectionsContext,
  getOfficeElection,
  listOfficeElections,
  withdrawCandidate,
} from "./election-setup.service.ts";

const tags = ["office"];
const idParams = z.object({ id: idParamSchema });
const refused = { 401: errorReply, 403: errorReply };
const changeReplies = {
  200: officeElectionSchema,
  400: errorReply,
  404: errorReply,
  409: errorReply,
  ...refused,
};

/**
 * Issue 46: the office's side of elections (under /api/v1/office, behind the office guard): setting one up and naming
 * candidates is staff's (`manageElections`); confirming a region's proposal and cancelling are an administrator's
 * (`publishElections`). Every change is in the trail.
 */
export const officeElectionsRoutes: FastifyPluginAsyncZod<{ context: ElectionsContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/elections",
    {
      config: { can: "manageElections" },
      schema: {
        tags,
        summary: "Every election, national and regional, newest first, with where each stands",
        description: "With the committees and regional offices a new election's races may fill.",
        response: { 200: officeElectionListSchema, ...refused },
      },
    },
    async () => listOfficeElections(context),
  );

  app.post(
    "/elections",
    {
      config: { can: "manageElections" },
      schema: {
        tags,
        summary: "Set up an election or a vote: national (region_code null) or a region's; scheduled at once",
        description:
          "Days as YYYY-MM-DD in the club's time zone: record_on by voting_from; nominations both or neither, closing " +
          "before voting opens; voting_to not before voting_from. At least one race or question. A national " +
          "election's races name a committee (committee_id) or nothing, a region's a regional office " +
          "(regional_office_id) or nothing (audit: election_created).",
        body: electionInputSchema,
        response: { 201: officeElectionSchema, 400: errorReply, ...refused },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createOfficeElection(context, sessionOf(request), request.body)),
  );

  app.get(
    "/elections/:id",
    {
      config: { can: "manageElections" },
      schema: {
        tags,
        summary: "An election with everything: races, questions, every nomination in every state",
        params: idParams,
        response: { 200: officeElectionSchema, 404: errorReply, ...refused },
      },
    },
    async (request) => getOfficeElection(context, sessionOf(request), request.params.id),
  );

  app.patch(
    "/elections/:id",
    {
      config: { can: "manageElections" },
      schema: {
        tags,
        summary:
          "Change an election: the fields given (races and questions replaced, and who votes, until voting opens)",
        description:
          "409 (election_state) for races, questions, the record date, the nominations' or voting's first day, " +
          "associates_vote or allow_change once voting has opened, and for any change once counted or cancelled " +
          "(audit: election_changed).",
        params: idParams,
        body: electionUpdateSchema,
        response: changeReplies,
      },
    },
    async (request) => changeElection(context, sessionOf(request), request.params.id, request.body),
  );

  for (const [action, summary, run] of [
    [
      "confirm",
      "Confirm a region's proposed election: it is scheduled (audit: election_confirmed)",
      confirmElection,
    ],
    [
      "cancel",
      "Cancel an election, at any time before its count (audit: election_cancelled)",
      cancelElection,
    ],
  ] as const) {
    app.post(
      `/elections/:id/${action}`,
      {
        config: { can: "publishElections" },
        schema: { tags, summary, params: idParams, response: changeReplies },
      },
      async (request) => run(context, sessionOf(request), request.params.id),
    );
  }

  app.post(
    "/elections/:id/candidates",
    {
      config: { can: "manageElections" },
      schema: {
        tags,
        summary: "Name a candidate for a race (accepted at once), until voting opens",
        description:
          "The member must be in good standing (and of the region, in a region's election); 409 (already_nominated) " +
          "when they stand for that race already (audit: election_candidate_added).",
        params: idParams,
        body: candidateInputSchema,
        response: { ...changeReplies, 201: officeElectionSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addCandidate(context, sessionOf(request), request.params.id, request.body)),
  );

  app.delete(
    "/elections/:id/candidates/:nominationId",
    {
      config: { can: "manageElections" },
      schema: {
        tags,
        summary:
          "Withdraw a candidate or a pending nomination, until voting opens (audit: election_candidate_withdrawn)",
        params: z.object({ id: idParamSchema, nominationId: idParamSchema }),
        response: changeReplies,
      },
    },
    async (request) =>
      withdrawCandidate(context, sessionOf(request), request.params.id, request.params.nominationId),
  );
};
