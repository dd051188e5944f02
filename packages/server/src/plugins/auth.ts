import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { AppContext } from "../lib/app-context.ts";
import { AppError, unauthorized } from "../lib/app-error.ts";
import { authenticate, type SessionContext } from "../modules/auth/auth.service.ts";
import type { SessionCache } from "../modules/auth/session-cache.ts";
import { authorizeSessionScope } from "../modules/policy/policy.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Routes are private unless they say so: a forgotten flag fails closed. */
    public?: boolean;
    /**
     * A public route whose answer depends on who asks (issue 42: a region's members-only news): a valid session's
     * token makes `request.auth`; none, or one that no longer works, reads as signed out rather than a 401.
     */
    readsSession?: boolean;
    /** A renewal link's session may call this route: it is part of seeing or paying the renewal (issue 39). */
    renewalLink?: boolean;
    /** A third party's payload (a webhook): its keys are read as sent, not converted to camelCase. */
    keepKeys?: boolean;
  }
  interface FastifyRequest {
    auth: SessionContext | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "");
  return match?.[1];
}

/** The signed-in session of a private route (the hook has already refused requests without one). */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The session of a public route that reads it: null when signed out, or the token is stale or only a renewal's. */
async function sessionIfAny(
  context: AppContext,
  request: FastifyRequest,
  sessions: SessionCache,
): Promise<SessionContext | null> {
  const token = bearerToken(request);
  if (!token) return null;
  try {
    const session = await authenticate(context, token, sessions);
    authorizeSessionScope(session, false);
    return session;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

export const authPlugin = fp<{ context: AppContext; sessions: SessionCache }>(
  async (app: FastifyInstance, { context, sessions }) => {
    app.decorateRequest("auth", null);
    app.addHook("onRequest", async (request) => {
      if (request.routeOptions.config.public) {
        if (request.routeOptions.config.readsSession)
          request.auth = await sessionIfAny(context, request, sessions);
        return;
      }
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      request.auth = await authenticate(context, token, sessions);
      authorizeSessionScope(request.auth, request.routeOptions.config.renewalLink === true);
    });
  },
);
