import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";

const statusSchema = z.object({ status: z.enum(["ok", "unavailable"]) });

export const healthRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    "/healthz",
    { schema: { tags: ["health"], summary: "The process is up", response: { 200: statusSchema } } },
    async () => ({ status: "ok" as const }),
  );
  app.get(
    "/readyz",
    {
      schema: {
        tags: ["health"],
        summary: "The database answers",
        response: { 200: statusSchema, 503: statusSchema },
      },
    },
    async (request, reply) => {
      try {
        await context.db.execute(sql`select 1`);
        return { status: "ok" as const };
      } catch (error) {
        request.log.error({ err: error }, "database not reachable");
        return reply.status(503).send({ status: "unavailable" });
      }
    },
  );
};
