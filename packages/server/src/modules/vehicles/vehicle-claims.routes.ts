import { idParamSchema, signedLinkQuerySchema } from "@club/domain/fields.schema";
import {
  claimAnswerInputSchema,
  claimDecisionSchema,
  claimOnYourCarSchema,
  claimRejectionSchema,
  officeVehicleClaimListSchema,
  officeVehicleClaimQuerySchema,
  officeVehicleClaimSchema,
  vehicleClaimInputSchema,
  vehicleClaimSchema,
  vehicleClaimsReplySchema,
  vehicleHistorySchema,
} from "@club/domain/vehicle-registry.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { attachmentDisposition } from "../../lib/content-disposition.ts";
import { invalidInput } from "../../lib/validation-errors.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { authorize } from "../policy/policy.ts";
import { readClaimForm } from "./claim-form.ts";
import {
  answerClaim,
  approveClaim,
  claimCarHistory,
  fileClaim,
  listMemberClaims,
  listOfficeClaims,
  readClaimDocument,
  rejectClaim,
} from "./vehicle-claims.service.ts";
import type { VehicleHistoryContext } from "./vehicle-registry.service.ts";
import type { VehiclesContext } from "./vehicles.service.ts";

const tags = ["vehicles"];
const idParams = z.object({ id: idParamSchema });

/** Issue 27: a member's claims on cars already in the registry, and the papers' signed links. */
export const vehicleClaimsRoutes: FastifyPluginAsyncZod<{ context: VehiclesContext }> = async (
  app,
  { context },
) => {
  app.post(
    "/vehicles/:id/claims",
    {
      schema: {
        tags,
        summary: "Claim a car already in the club's registry as yours: the office looks at your papers",
        description:
          "multipart/form-data: `note` (why the car is yours) and up to 5 `documents` (PDF, JPEG or PNG, 10 MB " +
          "each). The car is disputed until the office decides. 409 while your earlier claim on it waits; 422 when " +
          "it is already in your garage; 403 under `membership` for a member not in good standing (issue 39).",
        params: idParams,
        response: {
          201: vehicleClaimSchema,
          400: errorReply,
          401: errorReply,
          403: errorReply,
          404: errorReply,
          409: errorReply,
          413: errorReply,
          415: errorReply,
          422: errorReply,
        },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      // Before a byte of the papers is read: an unpaid joiner may not put 5 × 10 MB under a claim.
      authorize(session, "fileVehicleClaims");
      const form = await readClaimForm(request);
      const input = vehicleClaimInputSchema.safeParse(form.fields);
      if (!input.success) throw invalidInput(input.error);
      const claim = await fileClaim(context, session.memberId, request.params.id, input.data, form.documents);
      return reply.status(201).send(claim);
    },
  );

  app.get(
    "/vehicle_claims",
    {
      schema: {
        tags,
        summary:
          "Your claims on cars, newest first, with the office's answer; and the claims waiting on your own cars",
        response: { 200: vehicleClaimsReplySchema, 401: errorReply },
      },
    },
    async (request) => listMemberClaims(context, sessionOf(request).memberId),
  );

  app.post(
    "/vehicle_claims/:id/answer",
    {
      schema: {
        tags,
        summary: "Answer a claim on your car: the office reads your answer before it decides (issue 39)",
        description:
          "answer (required, up to 2000 characters); given again, it replaces the earlier one. 404 for a claim not " +
          "on your car; 409 once the office decided it.",
        params: idParams,
        body: claimAnswerInputSchema,
        response: {
          200: claimOnYourCarSchema,
          400: errorReply,
          401: errorReply,
          404: errorReply,
          409: errorReply,
        },
      },
    },
    async (request) => answerClaim(context, sessionOf(request), request.params.id, request.body),
  );

  app.get(
    "/vehicle_claim_documents/:id",
    {
      // A link the office opens in a new tab cannot send the token: it is signed for an hour in the office's queue.
      config: { public: true },
      schema: {
        tags,
        summary:
          "A paper sent with a claim, by the signed link of the office's queue; 403 when the link expired",
        params: idParams,
        querystring: signedLinkQuerySchema,
      },
    },
    async (request, reply) => {
      const document = await readClaimDocument(context, { ...request.params, ...request.query });
      return (
        reply
          .header("Content-Type", document.contentType)
          .header("Content-Disposition", attachmentDisposition(document.fileName))
          // A paper is the claimant's file: nothing in it may run as the portal.
          .header("Content-Security-Policy", "sandbox")
          .header("Cache-Control", "private, max-age=3600")
          .send(document.body)
      );
    },
  );
};

const refused = { 401: errorReply, 403: errorReply };
const decisionReplies = {
  200: officeVehicleClaimSchema,
  400: errorReply,
  404: errorReply,
  409: errorReply,
  422: errorReply,
  ...refused,
};

/**
 * The office's queue of claims (issue 27): registered under /api/v1/office by office-api.ts, behind the office guard.
 * Reading it is the car reviewers'; deciding moves a car between garages, an office administrator's.
 */
export const officeVehicleClaimsRoutes: FastifyPluginAsyncZod<{
  context: VehiclesContext & VehicleHistoryContext;
}> = async (app, { context }) => {
  app.get(
    "/vehicle_claims",
    {
      config: { can: "reviewVehicles" },
      schema: {
        tags: ["office"],
        summary:
          "Members' claims on cars of one status (pending: the longest waiting first), with every status's count",
        description:
          "Each claim has the claimant, the car's owner now, its numbers and signed links (an hour) to the papers.",
        querystring: officeVehicleClaimQuerySchema,
        response: { 200: officeVehicleClaimListSchema, 400: errorReply, ...refused },
      },
    },
    async (request) => listOfficeClaims(context, request.query.status),
  );

  app.get(
    "/vehicle_claims/:id/history",
    {
      config: { can: "reviewVehicles" },
      schema: {
        tags: ["office"],
        summary: "The claimed car's history for the claim's card: its owners, events and awards (issue 39)",
        params: idParams,
        response: { 200: vehicleHistorySchema, 400: errorReply, 404: errorReply, ...refused },
      },
    },
    async (request) => claimCarHistory(context, sessionOf(request), request.params.id),
  );

  app.post(
    "/vehicle_claims/:id/approve",
    {
      config: { can: "decideVehicleClaims" },
      schema: {
        tags: ["office"],
        summary:
          "Approve a claim: the car moves to the claimant's garage and its history goes on (audit: vehicle_claim_approved)",
        description:
          "reason (optional). Every other claim waiting on the car is closed, each claimant mailed why (issue 39). " +
          "409 when the claim was already decided or closed, or the car changed hands since it was made; 422 on " +
          "`vehicles` when the claimant's garage is full.",
        params: idParams,
        body: claimDecisionSchema,
        response: decisionReplies,
      },
    },
    async (request) => approveClaim(context, sessionOf(request), request.params.id, request.body.reason),
  );

  app.post(
    "/vehicle_claims/:id/reject",
    {
      config: { can: "decideVehicleClaims" },
      schema: {
        tags: ["office"],
        summary:
          "Reject a claim with a reason for the claimant: the car stays where it is (audit: vehicle_claim_rejected)",
        params: idParams,
        body: claimRejectionSchema,
        response: decisionReplies,
      },
    },
    async (request) => rejectClaim(context, sessionOf(request), request.params.id, request.body.reason),
  );
};
