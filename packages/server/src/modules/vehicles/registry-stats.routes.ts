import { registryStatsQuerySchema, registryStatsSchema } from "@club/domain/registry-stats.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { authorize } from "../policy/policy.ts";
import { registryStats } from "./registry-stats.service.ts";

/** Issue 27: the registry in numbers, for the members the directory is for. */
export const registryStatsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/registry/stats",
    {
      schema: {
        tags: ["vehicles"],
        summary: "The registry in numbers: its cars by make, or one make's by model and year",
        description:
          "Without make_id: every make with cars, most cars first (models is null). With make_id: that make, and " +
          "its cars by model (A–Z) and year; 404 when there is no such make. Every car in the registry counts, a " +
          "disputed one and one in no member's garage too, but not a destroyed one; withCurrentMembers counts " +
          "those whose owner is in good standing. For members in good standing (as for the car search).",
        querystring: registryStatsQuerySchema,
        response: {
          200: registryStatsSchema,
          400: errorReply,
          401: errorReply,
          403: errorReply,
          404: errorReply,
        },
      },
    },
    async (request) => {
      authorize(sessionOf(request), "useDirectory");
      return registryStats(context, request.query);
    },
  );
};
