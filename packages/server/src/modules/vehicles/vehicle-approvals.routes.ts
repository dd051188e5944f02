import { idParamSchema } from "@club/domain/fields.schema";
import {
  officeVehicleListSchema,
  officeVehicleQuerySchema,
  officeVehicleSchema,
  registryStatusInputSchema,
  vehicleApprovalSchema,
  vehicleRejectionSchema,
} from "@club/domain/office-vehicles.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import {
  approveVehicleByOffice,
  listVehicleReviews,
  rejectVehicleByOffice,
  setRegistryStatus,
} from "./vehicle-approvals.service.ts";
import type { VehiclesContext } from "./vehicles.service.ts";

const tags = ["office"];
const idParams = z.object({ id: idParamSchema });
const refused = { 401: errorReply, 403: errorReply };
const decisionReplies = {
  200: officeVehicleSchema,
  400: errorReply,
  404: errorReply,
  422: errorReply,
  ...refused,
};
const seenNote =
  "`updated_at` (optional): the car's updatedAt as the list showed it; if the owner changed the car since, the " +
  "decision is refused (422 on updatedAt). Answers with the car as the queue now shows it.";

/**
 * The car approvals queue (issue 14), for office_staff and office_admin: registered under /api/v1/office by
 * office-api.ts, behind the office guard (a role, the second factor).
 */
export const vehicleApprovalsRoutes: FastifyPluginAsyncZod<{ context: VehiclesContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/vehicles",
    {
      config: { can: "reviewVehicles" },
      schema: {
        tags,
        summary:
          "Registered cars by the club's decision (pending, approved, rejected), 20 a page, with owner, photos and what changed since the last approval",
        description:
          "status: pending (default; the longest waiting first), approved or rejected (the latest decision first). Photo URLs are signed for an hour. `counts` holds every status's total.",
        querystring: officeVehicleQuerySchema,
        response: { 200: officeVehicleListSchema, 400: errorReply, ...refused },
      },
    },
    async (request) => listVehicleReviews(context, request.query),
  );

  app.post(
    "/vehicles/:id/approve",
    {
      config: { can: "reviewVehicles" },
      schema: {
        tags,
        summary:
          "Approve a car: it can be brought to events and shows in the directory; the owner is e-mailed (audit: vehicle_approved)",
        description: `Approving an approved car changes nothing. ${seenNote}`,
        params: idParams,
        body: vehicleApprovalSchema,
        response: decisionReplies,
      },
    },
    async (request) =>
      approveVehicleByOffice(context, sessionOf(request), request.params.id, request.body?.updatedAt),
  );

  app.post(
    "/vehicles/:id/reject",
    {
      config: { can: "reviewVehicles" },
      schema: {
        tags,
        summary:
          "Do not approve a car, with a reason mailed to the owner and shown on My Vehicles (audit: vehicle_rejected)",
        description: `An approved car loses its approval. ${seenNote}`,
        params: idParams,
        body: vehicleRejectionSchema,
        response: decisionReplies,
      },
    },
    async (request) => rejectVehicleByOffice(context, sessionOf(request), request.params.id, request.body),
  );

  app.post(
    "/vehicles/:id/registry_status",
    {
      config: { can: "reviewVehicles" },
      schema: {
        tags,
        summary:
          "Record that a car was destroyed, or is on the road again: it stays in the registry with its history (audit: vehicle_marked_destroyed, vehicle_back_on_the_road)",
        description:
          "status: destroyed or active. A car a claim disputes answers 409 until the claim is decided. A destroyed car is not counted in the registry's numbers.",
        params: idParams,
        body: registryStatusInputSchema,
        response: { ...decisionReplies, 409: errorReply },
      },
    },
    async (request) => setRegistryStatus(context, sessionOf(request), request.params.id, request.body),
  );
};
