import { calendarLinksSchema } from "@club/domain/event.schema";
import { idParamSchema } from "@club/domain/fields.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { clubCalendar, eventCalendar, memberCalendar } from "./calendar.service.ts";
import { calendarLinks, resetCalendarKey } from "./calendar-keys.ts";

const tags = ["events"];
const contentType = "text/calendar; charset=utf-8";
/** The club's calendar is public: shared caches may keep it a few minutes. */
const publicCache = "public, max-age=300";

/**
 * Issue 28: the events as calendars to subscribe to (iCalendar). `/events.ics` is a static route, so the router
 * takes it before any `/events/:id`; issue 40's `/events/:id.ics` ends in its own suffix, apart from `/events/:id`.
 */
export const calendarRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    "/events.ics",
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "The club's events as an iCalendar feed (text/calendar): every event that has not ended more than a year ago, all day",
      },
    },
    async (_request, reply) =>
      reply
        .header("Content-Type", contentType)
        .header("Cache-Control", publicCache)
        .send(await clubCalendar(context)),
  );

  app.get(
    "/events/:id.ics",
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "One event as an iCalendar file (text/calendar), all day in the club's time zone, for \"Add to my calendar\": public, as the club's feed is, for the events that feed lists (404 for any other id, 400 for an id that is no whole number)",
        params: z.object({ id: idParamSchema }),
      },
    },
    async (request, reply) =>
      reply
        .header("Content-Type", contentType)
        .header("Cache-Control", publicCache)
        .header("Content-Disposition", `inline; filename="event-${request.params.id}.ics"`)
        .send(await eventCalendar(context, request.params.id)),
  );

  app.get(
    "/calendar",
    {
      schema: {
        tags,
        summary:
          "The member's calendar addresses: their own registrations (a secret address, made on the first call) and the club's events",
        response: { 200: calendarLinksSchema, 401: errorReply },
      },
    },
    async (request) => calendarLinks(context, sessionOf(request).memberId),
  );

  app.post(
    "/calendar/reset",
    {
      schema: {
        tags,
        summary: "A new secret address for the member's calendar: the old one stops working at once",
        response: { 200: calendarLinksSchema, 401: errorReply },
      },
    },
    async (request) => resetCalendarKey(context, sessionOf(request).memberId),
  );

  app.get(
    "/calendar/:key.ics",
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "A member's registrations (not cancelled) as an iCalendar feed, behind the secret address of GET /calendar; 404 for any other key",
        params: z.object({ key: z.string() }),
      },
    },
    async (request, reply) =>
      reply.header("Content-Type", contentType).send(await memberCalendar(context, request.params.key)),
  );
};
