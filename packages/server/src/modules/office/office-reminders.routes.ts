import {
  reminderPreviewQuerySchema,
  reminderPreviewSchema,
  reminderRunSchema,
  reminderSettingsSchema,
  reminderSettingsUpdateSchema,
  reminderTemplatePreviewRequestSchema,
  reminderTemplatePreviewSchema,
} from "@club/domain/reminder-schedule.rules";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { previewReminders, previewTemplate, runReminders } from "../reminders/reminders.service.ts";
import { mailingLabelsPdf, renewalLettersPdf } from "../reminders/renewal-letters.service.ts";
import { getReminderSettings, saveReminderSettings } from "../settings/settings.service.ts";

const tags = ["office"];
const refused = { 401: errorReply, 403: errorReply };

function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  return reply
    .header("Content-Type", "application/pdf")
    .header("Content-Disposition", `attachment; filename="${fileName}"`)
    .header("Access-Control-Expose-Headers", "Content-Disposition")
    .send(pdf);
}

/** /api/v1/office/reminders (issue 15): the renewal reminders' schedule, templates, preview, run, letters. */
export const officeRemindersRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/reminders/settings",
    {
      config: { can: "runReminders" },
      schema: {
        tags,
        summary:
          "The reminder schedule (days before expiry, the window's opening, days after a lapse) and templates",
        response: { 200: reminderSettingsSchema, ...refused },
      },
    },
    async () => getReminderSettings(context),
  );

  app.put(
    "/reminders/settings",
    {
      config: { can: "configureReminders" },
      schema: {
        tags,
        summary: "Change the reminder schedule or templates (office_admin); what is left out keeps its value",
        description:
          "schedule {before_expiry_days, window_opening, after_lapse_days}; templates {window_open, before_expiry, after_lapse}, each {subject, body} with the placeholders {{name}} {{plan}} {{amount}} {{expiry}} {{renew_link}} {{days}} {{club}}; a body must carry {{renew_link}}.",
        body: reminderSettingsUpdateSchema,
        response: { 200: reminderSettingsSchema, 400: errorReply, ...refused },
      },
    },
    async (request) => saveReminderSettings(context, sessionOf(request).memberId, request.body),
  );

  app.post(
    "/reminders/template_preview",
    {
      config: { can: "runReminders" },
      schema: {
        tags,
        summary: "A template as a member would read it, filled with an example member's values",
        body: reminderTemplatePreviewRequestSchema,
        response: { 200: reminderTemplatePreviewSchema, 400: errorReply, ...refused },
      },
    },
    async (request) => previewTemplate(context, request.body.kind, request.body.template),
  );

  app.get(
    "/reminders/preview",
    {
      config: { can: "runReminders" },
      schema: {
        tags,
        summary:
          "Who would get which reminder on a date (YYYY-MM-DD), by e-mail or letter, and how many are left out, why",
        querystring: reminderPreviewQuerySchema,
        response: { 200: reminderPreviewSchema, 400: errorReply, ...refused },
      },
    },
    async (request) => previewReminders(context, request.query.date),
  );

  app.post(
    "/reminders/run",
    {
      config: { can: "runReminders" },
      schema: {
        tags,
        summary:
          "Send today's due reminders now (the daily job does the same); each step goes once per member and year",
        response: { 200: reminderRunSchema, ...refused },
      },
    },
    async (request) => runReminders(context, { actorId: sessionOf(request).memberId }),
  );

  app.get(
    "/reminders/letters.pdf",
    {
      config: { can: "runReminders" },
      schema: {
        tags,
        summary:
          "The renewal letters of a date (application/pdf): one page per member on paper whose reminder is due, with the amount by plan, a short renewal link, its QR code and a tear-off slip",
        querystring: reminderPreviewQuerySchema,
        response: { 400: errorReply, 404: errorReply, ...refused },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        `renewal-letters-${request.query.date}.pdf`,
        await renewalLettersPdf(context, request.query.date),
      ),
  );

  app.get(
    "/reminders/labels.pdf",
    {
      config: { can: "runReminders" },
      schema: {
        tags,
        summary: "The mailing labels (Avery 5160, application/pdf) of the same letters, in the same order",
        querystring: reminderPreviewQuerySchema,
        response: { 400: errorReply, 404: errorReply, ...refused },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        `mailing-labels-${request.query.date}.pdf`,
        await mailingLabelsPdf(context, request.query.date),
      ),
  );
};
