import type { FastifyInstance } from "fastify";
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
 * too (the response closes).
 */
export const membersFirstPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", async (request, reply) => {
    if (request.routeOptions.config.officeWork) return;
    const over = memberRequestBegun();
    reply.raw.once("close", over);
    reply.raw.once("finish", over);
  });
});
