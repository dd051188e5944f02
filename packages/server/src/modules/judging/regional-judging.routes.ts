import { idParamSchema } from "@club/domain/fields.schema";
import {
  judgingResultSchema,
  judgingSetupInputSchema,
  judgingSetupSchema,
} from "@club/domain/judging.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { type RegionalEventsContext, requireOwnEvent } from "../events/regional-events.service.ts";
import { listResults, publishResults, tabulateMeet } from "./judging-results.service.ts";
import { getJudgingSetup, replaceJudgingSetup } from "./judging-setup.service.ts";

const tags = ["regional administrators"];
const idParams = z.object({ id: idParamSchema });
const refused = { 401: errorReply, 403: errorReply, 404: errorReply };
const path = "/regional_administrators/events/:id/judging";

/**
 * Issue 29: the hosting region's administrator runs a meet's judging as the office does (the same bodies, rules and
 * trail), for the events of the regions they administer; another region's event is not found.
 */
export const regionalJudgingRoutes: FastifyPluginAsyncZod<{ context: RegionalEventsContext }> = async (
  app,
  { context },
) => {
  app.get(
    path,
    {
      schema: {
        tags,
        summary: "The judging setup of an event of your regions (as GET /office/events/{id}/judging)",
        params: idParams,
        response: { 200: judgingSetupSchema, 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await requireOwnEvent(context, session, request.params.id);
      return getJudgingSetup(context, session, request.params.id);
    },
  );

  app.put(
    path,
    {
      schema: {
        tags,
        summary: "Set up the judging of an event of your regions (as PUT /office/events/{id}/judging)",
        params: idParams,
        body: judgingSetupInputSchema,
        response: { 200: judgingSetupSchema, 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await requireOwnEvent(context, session, request.params.id);
      return replaceJudgingSetup(context, session, request.params.id, request.body);
    },
  );

  app.post(
    `${path}/tabulate`,
    {
      schema: {
        tags,
        summary: "Tabulate the sheets of a meet of your regions",
        params: idParams,
        response: { 200: z.array(judgingResultSchema), 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request) => {
      await requireOwnEvent(context, sessionOf(request), request.params.id);
      return tabulateMeet(context, request.params.id);
    },
  );

  app.get(
    `${path}/results`,
    {
      schema: {
        tags,
        summary: "The results of a meet of your regions' last tabulation",
        params: idParams,
        response: { 200: z.array(judgingResultSchema), 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request) => {
      await requireOwnEvent(context, sessionOf(request), request.params.id);
      return listResults(context, request.params.id);
    },
  );

  app.post(
    `${path}/publish`,
    {
      schema: {
        tags,
        summary: "Publish the tabulated results of a meet of your regions (judging_published)",
        params: idParams,
        response: { 200: judgingSetupSchema, 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await requireOwnEvent(context, session, request.params.id);
      return publishResults(context, session, request.params.id);
    },
  );
};
