import {
  announcementInputSchema,
  announcementListSchema,
  announcementPreviewSchema,
  announcementSchema,
  recipientPageSchema,
  recipientQuerySchema,
  segmentOptionsSchema,
  testSendSchema,
} from "@club/domain/announcement.schema";
import { idParamSchema } from "@club/domain/fields.schema";
import { officePageQuerySchema } from "@club/domain/office.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import {
  getAnnouncement,
  listAnnouncements,
  listRecipients,
  listSegmentOptions,
  previewAnnouncement,
} from "./announcements.service.ts";
import {
  addAnnouncementByOffice,
  changeAnnouncementByOffice,
  deleteAnnouncementByOffice,
  sendAnnouncementByOffice,
  testAnnouncementByOffice,
} from "./office-announcements.service.ts";

const tags = ["office"];
const idParams = z.object({ id: idParamSchema });
const refused = { 401: errorReply, 403: errorReply };
const bodyDescription =
  "`segment` is one of `{kind: active}` (members in good standing, lifelong members included), `{kind: region, region_id}` (active members whose membership of the region runs to today or later), `{kind: lapsed, months}` (1 to 60: dues that ran out from that many months ago up to yesterday) or `{kind: event, event_id}` (the members registered for it). The body is plain text.";

/**
 * /api/v1/office/announcements (issue 15): the office writes an e-mail to a segment of the members, previews it,
 * tests it on itself and sends it; a throttled job delivers it. Registered under the office's routes, behind their
 * office-role and second-factor hook.
 */
export const officeAnnouncementsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/announcements",
    {
      config: { can: "manageAnnouncements" },
      schema: {
        tags,
        summary:
          "The announcements, the newest first, 50 a page, with how many were sent, skipped and are still pending",
        description: "`page` from 1; `total` counts every announcement.",
        querystring: officePageQuerySchema,
        response: { 200: announcementListSchema, 400: errorReply, ...refused },
      },
    },
    async (request) => listAnnouncements(context, request.query.page),
  );

  app.get(
    "/announcements/segment_options",
    {
      config: { can: "manageAnnouncements" },
      schema: {
        tags,
        summary: "The regions and events an announcement's segment may name (events the latest first)",
        response: { 200: segmentOptionsSchema, ...refused },
      },
    },
    async () => listSegmentOptions(context),
  );

  app.post(
    "/announcements/preview",
    {
      config: { can: "manageAnnouncements" },
      schema: {
        tags,
        summary:
          "Who the announcement would go to today: how many, how many are skipped and why, the first names, and the e-mail as a member gets it",
        description: bodyDescription,
        body: announcementInputSchema,
        response: { 200: announcementPreviewSchema, 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request) => previewAnnouncement(context, request.body),
  );

  app.post(
    "/announcements",
    {
      config: { can: "manageAnnouncements" },
      schema: {
        tags,
        summary: "Write a draft announcement (in the audit trail as announcement_created)",
        description: bodyDescription,
        body: announcementInputSchema,
        response: { 201: announcementSchema, 400: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addAnnouncementByOffice(context, sessionOf(request), request.body)),
  );

  app.get(
    "/announcements/:id",
    {
      config: { can: "manageAnnouncements" },
      schema: {
        tags,
        summary: "An announcement with its message and how far its sending is",
        params: idParams,
        response: { 200: announcementSchema, 400: errorReply, 404: errorReply, ...refused },
      },
    },
    async (request) => getAnnouncement(context, request.params.id),
  );

  app.put(
    "/announcements/:id",
    {
      config: { can: "manageAnnouncements" },
      schema: {
        tags,
        summary:
          "Change a draft: the whole announcement is sent (announcement_changed); refused (409) once it is being sent",
        description: bodyDescription,
        params: idParams,
        body: announcementInputSchema,
        response: {
          200: announcementSchema,
          400: errorReply,
          404: errorReply,
          409: errorReply,
          422: errorReply,
          ...refused,
        },
      },
    },
    async (request) =>
      changeAnnouncementByOffice(context, sessionOf(request), request.params.id, request.body),
  );

  app.delete(
    "/announcements/:id",
    {
      config: { can: "manageAnnouncements" },
      schema: {
        tags,
        summary: "Delete a draft (announcement_deleted); refused (409) once it is being sent",
        params: idParams,
        response: { 204: z.undefined(), 400: errorReply, 404: errorReply, 409: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      await deleteAnnouncementByOffice(context, sessionOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    "/announcements/:id/recipients",
    {
      config: { can: "manageAnnouncements" },
      schema: {
        tags,
        summary:
          "Who the announcement goes to, by name, 50 a page: member number, the address, pending, sent or skipped (with the reason), when",
        params: idParams,
        querystring: recipientQuerySchema,
        response: { 200: recipientPageSchema, 400: errorReply, 404: errorReply, ...refused },
      },
    },
    async (request) => listRecipients(context, request.params.id, request.query),
  );

  app.post(
    "/announcements/:id/test",
    {
      config: { can: "manageAnnouncements" },
      schema: {
        tags,
        summary:
          'Send the announcement now to the signed-in staff member\'s own address, its subject marked "[Test] "',
        params: idParams,
        response: { 200: testSendSchema, 400: errorReply, 404: errorReply, ...refused },
      },
    },
    async (request) => testAnnouncementByOffice(context, sessionOf(request), request.params.id),
  );

  app.post(
    "/announcements/:id/send",
    {
      config: { can: "manageAnnouncements" },
      schema: {
        tags,
        summary:
          "Send a draft: the segment's members as of now become its recipients (unsubscribed or bouncing ones skipped), and the delivery job sends them at ANNOUNCEMENT_MAIL_PER_SECOND (announcement_sent)",
        description:
          "Refused with 409 once it is being sent, and with 422 when nobody in the segment can receive it. Answers with the announcement, now `sending`.",
        params: idParams,
        response: {
          200: announcementSchema,
          400: errorReply,
          404: errorReply,
          409: errorReply,
          422: errorReply,
          ...refused,
        },
      },
    },
    async (request) => sendAnnouncementByOffice(context, sessionOf(request), request.params.id),
  );
};
