import { messageReplySchema } from "@club/domain/auth.schema";
import { idParamSchema, signedLinkQuerySchema } from "@club/domain/fields.schema";
import { vehicleSchema } from "@club/domain/vehicle.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { authorize, can } from "../policy/policy.ts";
import { readVehicleForm } from "./vehicle-form.ts";
import {
  createVehicle,
  deleteVehicle,
  listVehicles,
  readVehiclePhoto,
  updateVehicle,
  type VehiclesContext,
} from "./vehicles.service.ts";

const tags = ["vehicles"];
const idParams = z.object({ id: idParamSchema });
const formErrors = {
  400: errorReply,
  401: errorReply,
  409: errorReply,
  413: errorReply,
  415: errorReply,
  422: errorReply,
};
const multipartNote =
  "multipart/form-data: the vehicle's fields (snake_case; engine_number or engin_number), new photos as files " +
  "(PNG or JPEG, 5 MB and MAX_IMAGE_MEGAPIXELS each), photos to keep as `images` fields holding their id or URL; " +
  "MAX_VEHICLES_PER_MEMBER cars and MAX_PHOTOS_PER_VEHICLE photos at most (422 on `vehicles` or `images`)";

export const vehiclesRoutes: FastifyPluginAsyncZod<{ context: VehiclesContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/vehicles",
    {
      schema: {
        tags,
        summary: "The member's cars and their associate's",
        response: { 200: z.array(vehicleSchema), 401: errorReply },
      },
    },
    async (request) => listVehicles(context, sessionOf(request).memberId),
  );

  app.post(
    "/vehicles",
    {
      schema: {
        tags,
        summary: "Register a car; it waits for the club's approval",
        description: `${multipartNote}. Members in good standing only (403 on membership).`,
        response: { 201: vehicleSchema, 403: errorReply, ...formErrors },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      authorize(session, "dealInCars");
      const vehicle = await createVehicle(
        context,
        session.memberId,
        await readVehicleForm(request, context.config.vehicleLimits.photosPerVehicle),
        { mayClaim: can(session, "fileVehicleClaims") },
      );
      return reply.status(201).send(vehicle);
    },
  );

  app.put(
    "/vehicles/:id",
    {
      schema: {
        tags,
        summary: "Change your car; a material change needs the club's approval again",
        description: multipartNote,
        params: idParams,
        response: { 200: vehicleSchema, 404: errorReply, ...formErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return updateVehicle(
        context,
        session.memberId,
        request.params.id,
        await readVehicleForm(request, context.config.vehicleLimits.photosPerVehicle),
        { mayClaim: can(session, "fileVehicleClaims") },
      );
    },
  );

  app.delete(
    "/vehicles/:id",
    {
      schema: {
        tags,
        summary: "Delete a car you added by mistake, and its photos",
        description:
          "A car with a history (earlier owners, events, awards, a senior number, claims or offers) is never deleted " +
          "(409): POST /vehicles/{id}/remove_from_garage takes it out of your garage and keeps it in the registry.",
        params: idParams,
        response: { 200: messageReplySchema, 401: errorReply, 404: errorReply, 409: errorReply },
      },
    },
    async (request) => {
      await deleteVehicle(context, sessionOf(request).memberId, request.params.id);
      return { message: "Vehicle was successfully deleted" };
    },
  );

  app.get(
    "/vehicle_images/:id/:variant",
    {
      // An <img> cannot send the token: the URL is signed for an hour and given only to signed-in members.
      config: { public: true },
      schema: {
        tags,
        summary: "A car photo (image/jpeg or image/png) by signed URL; 403 when the link expired",
        params: z.object({ id: idParamSchema, variant: z.enum(["original", "thumbnail"]) }),
        querystring: signedLinkQuerySchema,
      },
    },
    async (request, reply) => {
      const photo = await readVehiclePhoto(context, { ...request.params, ...request.query });
      return reply
        .header("Content-Type", photo.contentType)
        .header("Cache-Control", "private, max-age=3600")
        .send(photo.body);
    },
  );
};
