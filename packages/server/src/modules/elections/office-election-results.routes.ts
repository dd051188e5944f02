import { electionResultsSchema } from "@club/domain/election-results.schema";
import { idParamSchema } from "@club/domain/fields.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sendFile, streamedFileCompression } from "../../lib/send-file.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { ballotsCsv, countNow, officeResults, publishResults, resultsCsv } from "./election-count.service.ts";

const tags = ["office"];
const idParams = z.object({ id: idParamSchema });
const refused = { 401: errorReply, 403: errorReply, 404: errorReply };

/**
 * Issue 46: /api/v1/office/elections/{id}/results…: the count at the close (the job `elections`, or the office asking
 * after the close), its publication with the winners' terms, and its exports. Registered by office-api.ts behind the
 * office guard.
 */
export const officeElectionResultsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/elections/:id/results",
    {
      config: { can: "manageElections" },
      schema: {
        tags,
        summary: "Where an election's count stands, and the count once made (turnout, votes, winners, ties)",
        params: idParams,
        response: { 200: electionResultsSchema, 400: errorReply, ...refused },
      },
    },
    async (request) => officeResults(context, sessionOf(request), request.params.id),
  );

  app.post(
    "/elections/:id/count",
    {
      config: { can: "manageElections" },
      schema: {
        tags,
        summary:
          "Count an election now, after its last day of voting, rather than wait for the job elections (audit: election_counted); 409 before the close or once counted",
        params: idParams,
        response: { 200: electionResultsSchema, 400: errorReply, ...refused, 409: errorReply },
      },
    },
    async (request) => countNow(context, sessionOf(request), request.params.id),
  );

  app.post(
    "/elections/:id/publish",
    {
      config: { can: "publishElections" },
      schema: {
        tags,
        summary:
          "Publish a counted election's results to members; each office's winners hold it from the election's first day of terms (a seat on the committee, or the region's office). Ties are left for the club's rules (audit: election_results_published); 409 before the count, once published, or when a winner already holds the office on those days",
        params: idParams,
        response: { 200: electionResultsSchema, 400: errorReply, ...refused, 409: errorReply },
      },
    },
    async (request) => publishResults(context, sessionOf(request), request.params.id),
  );

  app.get(
    "/elections/:id/results.csv",
    {
      compress: streamedFileCompression,
      config: { can: "manageElections" },
      schema: {
        tags,
        summary:
          "A counted election's results as a CSV file: turnout, each candidate's votes, each question's answers",
        params: idParams,
        response: { 400: errorReply, ...refused, 409: errorReply },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        "csv",
        `election-${request.params.id}-results.csv`,
        await resultsCsv(context, sessionOf(request), request.params.id),
      ),
  );

  app.get(
    "/elections/:id/ballots.csv",
    {
      compress: streamedFileCompression,
      config: { can: "manageElections" },
      schema: {
        tags,
        summary:
          "A counted election's ballots as a CSV file, one line each in a random order: the choices only (no id, no time, no voter), for a recount by hand",
        params: idParams,
        response: { 400: errorReply, ...refused, 409: errorReply },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        "csv",
        `election-${request.params.id}-ballots.csv`,
        await ballotsCsv(context, sessionOf(request), request.params.id),
      ),
  );
};
