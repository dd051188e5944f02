import {
  erasureRefusalSchema,
  erasureRequestInputSchema,
  erasureRequestSchema,
  officeErasureRequestListSchema,
  officeErasureRequestSchema,
} from "@club/domain/erasure.schema";
import { idParamSchema } from "@club/domain/fields.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { authorizeErasureRequest } from "../policy/policy.ts";
import {
  completeErasureRequest,
  type ErasureContext,
  latestErasureRequest,
  listErasureRequests,
  refuseErasureRequest,
  requestErasure,
  withdrawErasureRequest,
} from "./erasure-requests.service.ts";

const idParams = z.object({ id: idParamSchema });

/**
 * /api/v1/members/erasure_request (issue 30): the signed-in member asks to leave the club and reads the answer, or
 * withdraws the request while it is open (issue 39).
 */
export const erasureRequestsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.post(
    "/members/erasure_request",
    {
      schema: {
        tags: ["privacy"],
        summary: "Ask to leave the club and have your details removed: the office answers by due_on",
        description:
          "reason (optional, at most 2000 characters). Mails a receipt; in the trail as erasure_requested. 409 while an earlier request is open; 403 for an office account.",
        body: erasureRequestInputSchema,
        response: {
          201: erasureRequestSchema,
          400: errorReply,
          401: errorReply,
          403: errorReply,
          409: errorReply,
        },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      authorizeErasureRequest(session);
      return reply.status(201).send(await requestErasure(context, session.memberId, request.body));
    },
  );

  app.get(
    "/members/erasure_request",
    {
      schema: {
        tags: ["privacy"],
        summary: "Your latest request to leave the club, with the office's answer (404: you never asked)",
        response: { 200: erasureRequestSchema, 401: errorReply, 404: errorReply },
      },
    },
    async (request) => latestErasureRequest(context, sessionOf(request).memberId),
  );

  app.delete(
    "/members/erasure_request",
    {
      schema: {
        tags: ["privacy"],
        summary: "Withdraw your open request to leave the club, before the office answers it",
        description:
          "The request stays in the office's queue as withdrawn; in the trail as erasure_withdrawn. 404 when you have no open request.",
        response: { 200: erasureRequestSchema, 401: errorReply, 403: errorReply, 404: errorReply },
      },
    },
    async (request) => withdrawErasureRequest(context, sessionOf(request).memberId),
  );
};

const decisionReplies = {
  200: officeErasureRequestSchema,
  400: errorReply,
  401: errorReply,
  403: errorReply,
  404: errorReply,
  409: errorReply,
};

/**
 * The office's requests to leave the club (issue 30), registered under /api/v1/office by office-api.ts, behind the
 * office guard: staff read them; answering one is an office administrator's (completing cannot be undone).
 */
export const officeErasureRequestsRoutes: FastifyPluginAsyncZod<{ context: ErasureContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/erasure_requests",
    {
      config: { can: "readErasureRequests" },
      schema: {
        tags: ["office"],
        summary:
          "Requests to leave the club: open ones first by due day (late: past it), then answered ones, the latest first",
        response: { 200: officeErasureRequestListSchema, 401: errorReply, 403: errorReply },
      },
    },
    async () => listErasureRequests(context),
  );

  app.post(
    "/erasure_requests/:id/complete",
    {
      config: { can: "decideErasureRequests" },
      schema: {
        tags: ["office"],
        summary:
          "Complete a request: the member is anonymised, signed out, their cars left in the registry without them (audit: erasure_completed)",
        description:
          "Cannot be undone. Payments and memberships stay. 409 when the request was already answered.",
        params: idParams,
        response: decisionReplies,
      },
    },
    async (request) => completeErasureRequest(context, sessionOf(request), request.params.id),
  );

  app.post(
    "/erasure_requests/:id/refuse",
    {
      config: { can: "decideErasureRequests" },
      schema: {
        tags: ["office"],
        summary:
          "Refuse a request with a reason the member reads, by mail and on their page (audit: erasure_refused)",
        description: "reason (required). 409 when the request was already answered.",
        params: idParams,
        body: erasureRefusalSchema,
        response: decisionReplies,
      },
    },
    async (request) =>
      refuseErasureRequest(context, sessionOf(request), request.params.id, request.body.reason),
  );
};
