import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ping } from "../../db/client.ts";
import type { AppContext } from "../../lib/app-context.ts";

const statusSchema = z.object({ status: z.enum(["ok", "unavailable"]) });

// A load balancer's probe gives up after a few seconds: a database that hangs must read as not ready before that.
const readyTimeoutMs = 2_000;

async function answersWithin<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    "/healthz",
    {
      config: { public: true },
      schema: { tags: ["health"], summary: "The process is up", response: { 200: statusSchema } },
    },
    async () => ({ status: "ok" as const }),
  );
  app.get(
    "/readyz",
    {
      config: { public: true },
      schema: {
        tags: ["health"],
        summary: "The database answers",
        response: { 200: statusSchema, 503: statusSchema },
      },
    },
    async (request, reply) => {
      try {
        await answersWithin(readyTimeoutMs, ping(context.db));
        return { status: "ok" as const };
      } catch (error) {
        request.log.warn({ err: error }, "database not reachable");
        return reply.status(503).send({ status: "unavailable" });
      }
    },
  );
};
