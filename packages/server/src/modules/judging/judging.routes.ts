import { idParamSchema } from "@club/domain/fields.schema";
import {
  judgeSchema,
  judgingAssignmentSchema,
  meetResultsSchema,
  ownScoreSheetsSchema,
  scoreSheetInputSchema,
  scoreSheetSchema,
} from "@club/domain/judging.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sendFile } from "../../lib/send-file.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { getOwnJudge } from "./judges.service.ts";
import { getMeetResults, meetResultsFile } from "./meet-results.service.ts";
import { getOwnScoreSheets, listAssignments, saveSheet } from "./score-sheets.service.ts";

const tags = ["judging"];
const idParams = z.object({ id: idParamSchema });
const entryParams = z.object({ entry_id: idParamSchema });
const refused = { 401: errorReply, 403: errorReply, 404: errorReply };

/**
 * The sheet's body as sent: its keys are read as they are (the deductions are keyed by the form's category names,
 * which a key converter would change), so `disqualified_by` is read under its wire name too.
 */
const sheetBodySchema = scoreSheetInputSchema.extend({
  disqualified_by: scoreSheetInputSchema.shape.disqualifiedBy,
});

/**
 * Issue 29: a judge reads their own record and the cars they are to score, and saves a sheet for each from a phone;
 * after the meet an entrant reads their car's sheets once the results are published, and every member the results
 * per class (a page, and a PDF for the club's magazine).
 */
export const judgingRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    "/judging/me",
    {
      schema: {
        tags,
        summary:
          "Your own record as a judge: level, seminars and the published meets you judged (404: not a judge)",
        response: { 200: judgeSchema, ...refused },
      },
    },
    async (request) => getOwnJudge(context, sessionOf(request).memberId),
  );

  app.get(
    "/judging/assignments",
    {
      schema: {
        tags,
        summary:
          "The cars you are to score: every entry of a meet not yet published in a class whose team you are on, with the form and your sheet so far (403: not a judge)",
        response: { 200: z.array(judgingAssignmentSchema), 401: errorReply, 403: errorReply },
      },
    },
    async (request) => listAssignments(context, sessionOf(request).memberId),
  );

  app.put(
    "/judging/sheets/:entry_id",
    {
      config: { keepKeys: true },
      schema: {
        tags,
        summary:
          "Save your sheet for a car, as often as you like: the same sheet sent twice is still one sheet, with the latest values",
        description:
          "`deductions`: points taken off by the form's category names (as the form spells them; the keys are read as sent, not converted), each within the category's maximum (422 naming `deductions.<category>`). `disqualified_by`: the eligibility rule the car fails, if any. 403 unless you are on the team judging the car's class; 422 once the results are published.",
        params: entryParams,
        body: sheetBodySchema,
        response: { 200: scoreSheetSchema, 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request) => {
      const { disqualified_by, disqualifiedBy, ...sheet } = request.body;
      return saveSheet(context, sessionOf(request).memberId, request.params.entry_id, {
        ...sheet,
        disqualifiedBy: disqualified_by ?? disqualifiedBy,
      });
    },
  );

  app.get(
    "/registrations/:id/score_sheets",
    {
      schema: {
        tags,
        summary:
          "Your car's score sheets at a judged meet, with its score and award, once the results are published (judges not named)",
        description:
          "404 for a registration that is not yours or a car not entered; 422 before the results are published.",
        params: idParams,
        response: { 200: ownScoreSheetsSchema, 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request) => getOwnScoreSheets(context, sessionOf(request), request.params.id),
  );

  app.get(
    "/events/:id/results",
    {
      schema: {
        tags,
        summary:
          "A judged meet's results per class, once published: each class's cars by score, highest first, with their owners and awards (judges not named)",
        description:
          'For any signed-in account. 404 for an event not judged and, for everyone (the office too), until the results are published. A disqualified car says so, without the reason. Issue 39: each owner as you may see them: `owner_name` is "A club member" (first and last name null) for a member hidden from the directory, and for every other member when your membership is not in good standing; the office reads every name.',
        params: idParams,
        response: { 200: meetResultsSchema, 400: errorReply, 401: errorReply, 404: errorReply },
      },
    },
    async (request) => getMeetResults(context, sessionOf(request), request.params.id),
  );

  app.get(
    "/events/:id/results.pdf",
    {
      schema: {
        tags,
        summary:
          "The same results for the club's magazine (application/pdf, US Letter): the event, then a table of car, owner, score and award for each class",
        description: "The same access as the results: 404 until they are published.",
        params: idParams,
        response: { 400: errorReply, 401: errorReply, 404: errorReply },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await meetResultsFile(context, sessionOf(request), request.params.id);
      return sendFile(reply, "pdf", fileName, pdf);
    },
  );
};
