import { messageReplySchema } from "@club/domain/auth.schema";
import { idParamSchema } from "@club/domain/fields.schema";
import {
  vehicleHistorySchema,
  vehicleTransferInputSchema,
  vehicleTransferSchema,
  vehicleTransfersReplySchema,
} from "@club/domain/vehicle-registry.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import {
  acceptTransfer,
  cancelTransfer,
  declineTransfer,
  listTransfers,
  offerVehicle,
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
          "member_no: the buyer's member number; or buyer_name (and buyer_place) for a buyer outside the club: the " +
          "car leaves your garage at once and stays in the registry (201, the sale already accepted). date: the day " +
          "of the sale (YYYY-MM-DD, today if left out; not after today, not before you had the car: 422). One offer " +
          "at a time per car (409 while one waits).",
        params: idParams,
        body: vehicleTransferInputSchema,
        response: {
          201: vehicleTransferSchema,
          400: errorReply,
          401: errorReply,
          404: errorReply,
          409: errorReply,
          422: errorReply,
        },
      },
    },
    async (request, reply) => {
      const transfer = await offerVehicle(context, sessionOf(request), request.params.id, request.body);
      return reply.status(201).send(transfer);
    },
  );

  app.get(
    "/vehicle_transfers",
    {
      schema: {
        tags,
        summary: "Cars offered to you (incoming) and those you offered (outgoing), waiting for an answer",
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
        params: idParams,
        response: { ...answerReplies, 409: errorReply, 422: errorReply },
      },
    },
    async (request) => {
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
