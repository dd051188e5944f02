import { paperBallotKeySchema, paperBallotsRequestSchema } from "@club/domain/election-ballot.schema";
import { rollQuerySchema, rollSchema } from "@club/domain/election-roll.schema";
import { idParamSchema } from "@club/domain/fields.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sendFile } from "../../lib/send-file.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { keyPaperBallot } from "./ballots.service.ts";
import { printPaperBallots } from "./paper-ballots.service.ts";
import { getRoll, rollCsv, runElectionNow } from "./voter-roll.service.ts";

const tags = ["office"];
const idParams = z.object({ id: idParamSchema });
const refused = { 401: errorReply, 403: errorReply };

/**
 * Issue 46: the office's side of the voting (`manageElections`), under /api/v1/office: an election's roll, its paper
 * ballots printed, and the papers that come back keyed.
 */
export const officeVotingRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/elections/:id/roll",
    {
      config: { can: "manageElections" },
      schema: {
        tags,
        summary:
          "The election's voter roll: each voter, whether and how (online or paper) they voted, and the counts; ?format=csv for a spreadsheet",
        description: "Never what anyone voted. search: a name or a member number.",
        params: idParams,
        querystring: rollQuerySchema,
        response: { 200: rollSchema, 400: errorReply, 404: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      if (request.query.format === "csv") {
        const { fileName, csv } = await rollCsv(context, sessionOf(request), request.params.id);
        return sendFile(reply, "csv", fileName, csv);
      }
      return getRoll(context, sessionOf(request), request.params.id, request.query.search);
    },
  );

  app.post(
    "/elections/:id/roll",
    {
      config: { can: "manageElections" },
      schema: {
        tags,
        summary:
          "Run the job `elections` for this election now: its roll made if the record day has come (once), its ballots mailed if voting is open; answers the roll",
        description:
          "Nothing happens to a roll already made. The mailing runs in the job, a batch at a time. 409 roll_not_made before the record day (the club's).",
        params: idParams,
        response: { 200: rollSchema, 400: errorReply, 404: errorReply, 409: errorReply, ...refused },
      },
    },
    async (request) => runElectionNow(context, sessionOf(request), request.params.id),
  );

  app.post(
    "/elections/:id/paper-ballots",
    {
      config: { can: "manageElections" },
      schema: {
        tags,
        summary:
          "Print paper ballots (PDF, one page per voter) for the members named, or every voter who reads on paper",
        description:
          "Each print draws each voter a new one-time code (a paper printed before stops counting); voters who have voted get none. 422 naming member_nos when one is not on the roll, or nobody is left to print for; 409 roll_not_made before the roll is made.",
        params: idParams,
        body: paperBallotsRequestSchema,
        response: { 400: errorReply, 404: errorReply, 409: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      const pdf = await printPaperBallots(context, sessionOf(request), request.params.id, request.body);
      return sendFile(reply, "pdf", `election-${request.params.id}-paper-ballots.pdf`, pdf);
    },
  );

  app.post(
    "/elections/:id/paper-ballots/key",
    {
      config: { can: "manageElections" },
      schema: {
        tags,
        summary:
          "Key a returned paper ballot by its code: the voter is marked voted on paper and the ballot stored",
        description:
          "422 code_invalid for a code of no paper of this election; 409 already_voted when the voter voted online or the code was keyed; the choices checked as online.",
        params: idParams,
        body: paperBallotKeySchema,
        response: {
          201: z.null(),
          400: errorReply,
          404: errorReply,
          409: errorReply,
          422: errorReply,
          ...refused,
        },
      },
    },
    async (request, reply) => {
      await keyPaperBallot(context, request.params.id, request.body);
      return reply.status(201).send(null);
    },
  );
};
