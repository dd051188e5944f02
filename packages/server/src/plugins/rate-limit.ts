import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppContext } from "../lib/app-context.ts";
import { takeHits } from "../modules/limits/limits.service.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Requests per client address in the configured window (RATE_LIMIT_MAX × `times`, RATE_LIMIT_WINDOW), counted
     * in the database for every instance. Each limited route counts on its own: a burst of reset requests does
     * not lock anyone out of joining.
     */
    rateLimit?: { times: number };
  }
}

export const rateLimitPlugin = fp<{ context: AppContext }>(async (app: FastifyInstance, { context }) => {
  const { max, windowMs } = context.config.rateLimit;
  app.addHook("onRequest", async (request) => {
    const limited = request.routeOptions.config.rateLimit;
    if (!limited) return;
    const route = `${request.method} ${request.routeOptions.url}`;
    await takeHits(context, [
      { key: `${route}|${request.ip}`, limit: { max: max * limited.times, windowMs } },
    ]);
  });
});
