import { idParamSchema } from "@club/domain/fields.schema";
import { judgeChangeSchema, judgeInputSchema, judgeSchema } from "@club/domain/judging.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { addJudge, changeJudge, listJudges } from "./judges.service.ts";

const tags = ["office"];
const idParams = z.object({ id: idParamSchema });
const refused = { 401: errorReply, 403: errorReply };

/**
 * /api/v1/office/judges (issue 29): the office keeps the judges' roster, each judge's level and the seminars they
 * attended. Registered under the office's routes, behind their office-role and second-factor hook.
 */
export const officeJudgesRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/judges",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary:
          "The judges' roster, by name: each judge's level, seminars and the published meets they judged",
        response: { 200: z.array(judgeSchema), ...refused },
      },
    },
    async () => listJudges(context),
  );

  app.post(
    "/judges",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary: "Put a member on the judges' roster at a level (judge_added)",
        description: "422 naming `memberId` for an unknown member, or one already on the roster.",
        body: judgeInputSchema,
        response: { 201: judgeSchema, 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addJudge(context, sessionOf(request), request.body)),
  );

  app.put(
    "/judges/:id",
    {
      config: { can: "manageEvents" },
      schema: {
        tags,
        summary: "Change a judge's level and seminars (judge_changed)",
        params: idParams,
        body: judgeChangeSchema,
        response: { 200: judgeSchema, 400: errorReply, 404: errorReply, ...refused },
      },
    },
    async (request) => changeJudge(context, sessionOf(request), request.params.id, request.body),
  );
};
