import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { memberRequestBegun } from "../db/office-work.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route's own work is the office's (an upload stored, a preview): it does not hold the jobs back. */
    officeWork?: boolean;
  }
}

/**
 * Issue 41: every request but the office's own work is counted from its arrival to its reply, so that on the
 * embedded database the jobs' statements wait for it as a whole (db/members-first.ts). A client that leaves ends it
 * too. Fastify's hooks, not listeners on the response: a streamed reply already has its own.
 */
export const membersFirstPlugin = fp(async (app: FastifyInstance) => {
  const over = new WeakMap<FastifyRequest, () => void>();
  const end = async (request: FastifyRequest) => over.get(request)?.();
  app.addHook("onRequest", async (request) => {
    if (!request.routeOptions.config.officeWork) over.set(request, memberRequestBegun());
  });
  app.addHook("onResponse", end);
  app.addHook("onRequestAbort", end);
});
