import { timingSafeEqual } from "node:crypto";
import { eventSchema, registrationSchema, registrationWebhookSchema } from "@club/domain/event.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { notFound, unauthorized } from "../../lib/app-error.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { listAvailableEvents, listRegistrations, registerFromForm } from "./events.service.ts";

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
    async (request) => listAvailableEvents(context, sessionOf(request).memberId),
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
    async (request) => listRegistrations(context, sessionOf(request).memberId),
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
      if (!secret) throw notFound();
      if (!sameSecret(String(request.headers["x-forms-secret"] ?? ""), secret))
        throw unauthorized("Unknown sender");
      return { result: await registerFromForm(context, request.body) };
    },
  );
};
