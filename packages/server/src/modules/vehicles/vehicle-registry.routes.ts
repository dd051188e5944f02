import { messageReplySchema } from "@club/domain/auth.schema";
import { idParamSchema } from "@club/domain/fields.schema";
import {
  vehicleHistorySchema,
  vehicleTransferInputSchema,
  vehicleTransferSchema,
  vehicleTransfersReplySchema,
} from "@club/domain/vehicle-registry.schema";
import { garageRemovalInputSchema } from "@club/domain/vehicle-transfer.rules";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { authorize } from "../policy/policy.ts";
import {
  acceptTransfer,
  cancelTransfer,
  declineTransfer,
  listTransfers,
  offerVehicle,
  removeFromGarage,
  type VehicleHistoryContext,
  vehicleHistory,
} from "./vehicle-registry.service.ts";

const tags = ["vehicles"];
const idParams = z.object({ id: idParamSchema });
const answerReplies = { 200: messageReplySchema, 401: errorReply, 404: errorReply };

/** Issue 27: a car's history, and its sale from one member's garage to another's. */
export const vehicleRegistryRoutes: FastifyPluginAsyncZod<{ context: VehicleHistoryContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/vehicles/:id/history",
    {
      schema: {
        tags,
        summary:
          "A car's owners (the current one last, with the days they gave), the awards it earned at judged meets and the club's review of it",
        description:
          'Its owner, members in good standing (as for the car search) and the office may read it. Issue 39: an owner hidden from the directory is "A club member" with no member number (`club_member` true), one who left the club and was forgotten "A former member"; the office and the owner read every name.',
        params: idParams,
        response: { 200: vehicleHistorySchema, 401: errorReply, 403: errorReply, 404: errorReply },
      },
    },
    async (request) => vehicleHistory(context, sessionOf(request), request.params.id),
  );

  app.post(
    "/vehicles/:id/transfer",
    {
      schema: {
        tags,
        summary:
          "Sell your car to another member (it waits for their answer: GET /vehicle_transfers), or record its sale outside the club",
        description:
          "member_no and buyer_last_name: the buyer's member number and last name, as the buyer gave them; every " +
          "buyer the car cannot go to (unknown, another name, not in good standing, closed, office) gets the one 422 " +
          "on member_no, and the reply names the buyer as typed; 10 offers to members a day (429). Or buyer_name " +
          "(and buyer_place) for a buyer outside the club: the car leaves your garage at once and stays in the " +
          "registry (201, the sale already accepted). date: the day of the sale (YYYY-MM-DD, today if left out; not " +
          "after today, not before the car's model year nor before you had the car: 422). One offer at a time per " +
          "car (409 while one waits). Members in good standing only (403 on membership).",
        params: idParams,
        body: vehicleTransferInputSchema,
        response: {
          201: vehicleTransferSchema,
          400: errorReply,
          401: errorReply,
          403: errorReply,
          404: errorReply,
          409: errorReply,
          422: errorReply,
          429: errorReply,
        },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      authorize(session, "dealInCars");
      const transfer = await offerVehicle(context, session, request.params.id, request.body);
      return reply.status(201).send(transfer);
    },
  );

  app.post(
    "/vehicles/:id/remove_from_garage",
    {
      schema: {
        tags,
        summary:
          "Remove your car from your garage, saying what happened to it: it stays in the club's registry with its history",
        description:
          "reason: sold_outside, destroyed or unknown (how your ownership ended; destroyed marks the car). date: the " +
          "day (YYYY-MM-DD, today if left out; not after today, not before the car's model year nor before you had " +
          "it: 422). An offer of the car still waiting is cancelled. For a car with a history, instead of DELETE.",
        params: idParams,
        body: garageRemovalInputSchema,
        response: { ...answerReplies, 400: errorReply, 422: errorReply },
      },
    },
    async (request) => {
      await removeFromGarage(context, sessionOf(request).memberId, request.params.id, request.body);
      return { message: "The car left your garage; it stays in the club's registry" };
    },
  );

  app.get(
    "/vehicle_transfers",
    {
      schema: {
        tags,
        summary: "Cars offered to you (incoming) and those you offered (outgoing), waiting for an answer",
        description:
          "Your own offers name the buyer by the last name you typed and the member number you gave, never as the " +
          "club keeps them; an offer to you names its seller as the directory would (an unlisted member: A club member).",
        response: { 200: vehicleTransfersReplySchema, 401: errorReply },
      },
    },
    async (request) => listTransfers(context, sessionOf(request)),
  );

  app.post(
    "/vehicle_transfers/:id/accept",
    {
      schema: {
        tags,
        summary: "Accept a car offered to you: it moves to your garage with its photos and history",
        description: "Members in good standing only (403 on membership).",
        params: idParams,
        response: { ...answerReplies, 403: errorReply, 409: errorReply, 422: errorReply },
      },
    },
    async (request) => {
      authorize(sessionOf(request), "dealInCars");
      await acceptTransfer(context, sessionOf(request).memberId, request.params.id);
      return { message: "The car is in your garage" };
    },
  );

  app.post(
    "/vehicle_transfers/:id/decline",
    {
      schema: {
        tags,
        summary: "Decline a car offered to you: it stays with the seller",
        params: idParams,
        response: answerReplies,
      },
    },
    async (request) => {
      await declineTransfer(context, sessionOf(request).memberId, request.params.id);
      return { message: "The offer was declined" };
    },
  );

  app.post(
    "/vehicle_transfers/:id/cancel",
    {
      schema: {
        tags,
        summary: "Take back a car you offered, before the buyer answers: it stays in your garage",
        params: idParams,
        response: answerReplies,
      },
    },
    async (request) => {
      await cancelTransfer(context, sessionOf(request).memberId, request.params.id);
      return { message: "The offer was taken back" };
    },
  );
};
