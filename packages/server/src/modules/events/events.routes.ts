import { timingSafeEqual } from "node:crypto";
import { eventSchema, registrationSchema, registrationWebhookSchema } from "@club/domain/event.schema";
import { isoDay } from "@club/domain/membership-year.rules";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, invalidField, unauthorized } from "../../lib/app-error.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import {
  findAvailableEvents,
  findEventByFormId,
  findMemberByNo,
  findOwnedVehicle,
  findRegistrations,
  insertRegistration,
} from "./events.repository.ts";

const tags = ["events"];

function sameSecret(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const eventsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    "/events",
    {
      schema: {
        tags,
        summary: "Upcoming events the member has not registered for",
        response: { 200: z.array(eventSchema), 401: errorReply },
      },
    },
    async (request) => findAvailableEvents(context.db, sessionOf(request).memberId, isoDay(context.now())),
  );

  app.get(
    "/registrations",
    {
      schema: {
        tags,
        summary: "The member's registered events",
        response: { 200: z.array(registrationSchema), 401: errorReply },
      },
    },
    async (request) => findRegistrations(context.db, sessionOf(request).memberId),
  );

  app.post(
    "/registrations/webhook",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The form service reports a submission (header X-Forms-Secret); a repeat changes nothing",
        body: registrationWebhookSchema,
        response: {
          200: z.object({ result: z.enum(["registered", "duplicate"]) }),
          400: errorReply,
          401: errorReply,
          404: errorReply,
          422: errorReply,
        },
      },
    },
    async (request) => {
      const secret = context.config.forms.webhookSecret;
      if (!secret) throw new AppError(404, "not_found", { base: ["Not Found"] });
      if (!sameSecret(String(request.headers["x-forms-secret"] ?? ""), secret))
        throw unauthorized("Unknown sender");
      const { submissionId, formId, memberNo, vehicleId } = request.body;
      const event = await findEventByFormId(context.db, formId);
      if (!event) throw invalidField("formId", "No event uses this form");
      const member = await findMemberByNo(context.db, memberNo);
      if (!member) throw invalidField("memberNo", "No member has this number");
      const vehicle = vehicleId ? await findOwnedVehicle(context.db, member.id, vehicleId) : undefined;
      const inserted = await insertRegistration(context.db, {
        submissionId,
        memberId: member.id,
        eventId: event.id,
        vehicleId: vehicle?.id ?? null,
        createdAt: context.now(),
      });
      return { result: inserted ? ("registered" as const) : ("duplicate" as const) };
    },
  );
};
