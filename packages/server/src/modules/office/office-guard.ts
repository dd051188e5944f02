import type { OfficeAction } from "@club/domain/office-policies.schema";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppContext } from "../../lib/app-context.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { authorize } from "../policy/policy.ts";
import { requireSecondFactor } from "./two-factor.service.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** What an office route does, for the policy module to allow or refuse (required on every office route). */
    can?: OfficeAction;
    /** An office route that works before the session has proved the second factor (enrolling, proving it). */
    beforeSecondFactor?: boolean;
  }
}

/**
 * The office's door (issue 13, issue 23), for accounts with an office role only: its hooks guard every route
 * registered after it in the scope it is registered in (/api/v1/office, office-api.ts). With OFFICE_2FA=required
 * (or once an account enrolled) every call but the second factor's own needs a session that proved it.
 */
export const officeGuard = fp<{ context: AppContext }>(async (app: FastifyInstance, { context }) => {
  // Every office route names what it does; one without is a mistake caught when the server starts, not a door.
  app.addHook("onRoute", (route) => {
    if (!route.config?.can)
      throw new Error(`Office route ${route.method} ${route.url} names no policy action`);
  });
  // After the auth hook (registered on the API scope): a member or a regional administrator gets 403, and so does
  // an office role the route's action needs more than.
  app.addHook("onRequest", async (request) => {
    const session = sessionOf(request);
    authorize(session, "enterOffice");
    if (!request.routeOptions.config.beforeSecondFactor) await requireSecondFactor(context, session);
    authorize(session, request.routeOptions.config.can as OfficeAction);
  });
});
