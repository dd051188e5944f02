import { idParamSchema } from "@club/domain/fields.schema";
import { withdrawResultsDays } from "@club/domain/judging.rules";
import {
  judgingResultSchema,
  judgingSetupInputSchema,
  judgingSetupSchema,
  ownScoreSheetsSchema,
  withdrawResultsInputSchema,
} from "@club/domain/judging.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { listResults, publishResults, tabulateMeet, withdrawResults } from "./judging-results.service.ts";
import { getJudgingSetup, replaceJudgingSetup } from "./judging-setup.service.ts";
import { getEntrySheets } from "./score-sheets.service.ts";

const tags = ["office"];
const idParams = z.object({ id: idParamSchema });
const refused = { 401: errorReply, 403: errorReply, 404: errorReply };
const afterPublishing = "422 once the results are published: the meet's judging no longer changes.";

/**
 * Issue 29: the office sets up a portal event's judging (its form, classes, thresholds, teams and entries),
 * tabulates the judges' sheets, reads the results and any entry's sheets, and publishes the results. Registered
 * under the office's routes, behind their office-role and second-factor hook.
 */
export const officeJudgingRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/events/:id/judging",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary:
          "A portal event's judging setup, with the judges' and entrants' names; before it is set up, the club's 100-point form and nothing else",
        params: idParams,
        response: { 200: judgingSetupSchema, 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request) => getJudgingSetup(context, sessionOf(request), request.params.id),
  );

  app.put(
    "/events/:id/judging",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary: "Set up a portal event's judging, replacing the whole setup (judging_set_up)",
        description: `Without \`form\`, the club's 100-point form. Teams' and entries' \`class_code\` name classes of the setup, thresholds' \`division\` the classes' divisions; a team's judges are on the roster, its leader one of them, and none shows a car in the class (422 naming \`teams.N.judgeIds\`). An entry is a confirmed registration of this event that names a car. The sheets of an entry that stays (the same registration in the same class) are kept; the others go with their entries. ${afterPublishing}`,
        params: idParams,
        body: judgingSetupInputSchema,
        response: { 200: judgingSetupSchema, 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request) => replaceJudgingSetup(context, sessionOf(request), request.params.id, request.body),
  );

  app.post(
    "/events/:id/judging/tabulate",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary:
          "Tabulate the sheets: each car's score (with four sheets or more the highest and lowest dropped), its award in its division, sheets far apart flagged",
        description: afterPublishing,
        params: idParams,
        response: { 200: z.array(judgingResultSchema), 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request) => tabulateMeet(context, request.params.id),
  );

  app.get(
    "/events/:id/judging/results",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary:
          "The results of the last tabulation (422 before the sheets are tabulated, or after they change)",
        params: idParams,
        response: { 200: z.array(judgingResultSchema), 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request) => listResults(context, request.params.id),
  );

  app.post(
    "/events/:id/judging/publish",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary:
          "Publish the tabulated results (judging_published): entrants read their sheets, awards go on the cars' records",
        description: `422 before the sheets are tabulated, or before the meet's first day in the club's time zone (an award goes on the car's permanent record). ${afterPublishing}`,
        params: idParams,
        response: { 200: judgingSetupSchema, 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request) => publishResults(context, sessionOf(request), request.params.id),
  );

  app.post(
    "/events/:id/judging/withdraw",
    {
      config: { can: "withdrawResults" },
      schema: {
        tags,
        summary:
          "Withdraw published results, with a reason (judging_withdrawn): the awards leave the cars' records and the senior numbers they gave are taken back",
        description: `An office administrator's, within ${withdrawResultsDays} days of publishing (422 after, or when the results are not published). The results stand tabulated, to be published again.`,
        params: idParams,
        body: withdrawResultsInputSchema,
        response: { 200: judgingSetupSchema, 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request) => withdrawResults(context, sessionOf(request), request.params.id, request.body),
  );

  app.get(
    "/judging/entries/:id/sheets",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary: "An entry's result and its judges' sheets, with the judges' names",
        params: idParams,
        response: { 200: ownScoreSheetsSchema, 400: errorReply, ...refused },
      },
    },
    async (request) => getEntrySheets(context, sessionOf(request), request.params.id),
  );
};
