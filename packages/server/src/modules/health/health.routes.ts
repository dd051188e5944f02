import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

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

/**
 * /healthz and /readyz for a load balancer. The readiness probe asks the database on a connection of its own
 * (`ping`), so a pool whose connections are all busy reads as ready: PostgreSQL is up, requests wait their turn.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
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
        await answersWithin(readyTimeoutMs, ping());
        return { status: "ok" as const };
      } catch (error) {
        request.log.warn({ err: error }, "database not reachable");
        return reply.status(503).send({ status: "unavailable" });
      }
    },
  );
};
