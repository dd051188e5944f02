import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Helmet's headers on every reply. The middleware is built once, so each request only sets headers whose values
 * helmet worked out at start (issue 41: @fastify/helmet built it again for every request, parsing the
 * Content-Security-Policy each time).
 */
export const securityHeadersPlugin = fp<{ options: HelmetOptions }>(
  async (app: FastifyInstance, { options }) => {
    const setHeaders = helmet(options);
    app.addHook("onRequest", (request, reply, done) =>
      setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
    );
  },
);
