import {
  reminderPreviewQuerySchema,
  reminderPreviewSchema,
  reminderSettingsSchema,
  reminderSettingsUpdateSchema,
  reminderTemplatePreviewRequestSchema,
  reminderTemplatePreviewSchema,
} from "@club/domain/reminder-schedule.rules";
import {
  reminderFileRequestSchema,
  reminderTaskParamsSchema,
  reminderTaskSchema,
} from "@club/domain/reminder-task.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sendFile } from "../../lib/send-file.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { getReminderSettings, saveReminderSettings } from "../settings/settings.service.ts";
import { getReminderTask, reminderTaskFile, startReminderTask } from "./reminder-tasks.service.ts";
import { previewRemindersPage, previewTemplate } from "./reminders.service.ts";

const tags = ["office"];
const refused = { 401: errorReply, 403: errorReply };

const printSummaries = {
  letters:
    "Print the renewal letters of a date, as a task: 202 with its id at once; its file (application/pdf) is fetched from GET /office/reminders/tasks/{id}/file when ready. One page per member on paper whose reminder is due, with the amount by plan, the member's live renewal link, its QR code and a tear-off slip",
  labels:
    "Print the mailing labels (Avery 5160) of the same letters, in the same order, as a task like the letters",
};

/**
 * /api/v1/office/reminders (issue 15): the renewal reminders' schedule, templates and preview; the run, the letters
 * and the labels are tasks done by a job (issue 24), followed and fetched by their id.
 */
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
          "Who would get which reminder on a date (YYYY-MM-DD), by e-mail or letter, 50 a page by name, and how many are left out, why",
        description:
          "total and channels (how many by e-mail, how many by letter) count the whole day, as skipped does; page (from 1) picks the rows.",
        querystring: reminderPreviewQuerySchema,
        response: { 200: reminderPreviewSchema, 400: errorReply, ...refused },
      },
    },
    async (request) => previewRemindersPage(context, request.query),
  );

  app.post(
    "/reminders/run",
    {
      config: { can: "runReminders" },
      schema: {
        tags,
        summary:
          "Send today's due reminders (the daily job does the same), as a task: 202 with its id at once; GET /office/reminders/tasks/{id} tells its progress and, when done, its counts. Each step goes once per member and year",
        response: { 202: reminderTaskSchema, ...refused },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await startReminderTask(context, sessionOf(request).memberId, "run")),
  );

  for (const kind of ["letters", "labels"] as const)
    app.post(
      `/reminders/${kind}`,
      {
        config: { can: "runReminders" },
        schema: {
          tags,
          summary: printSummaries[kind],
          description:
            "The task fails, its error saying so, when no renewal letters are due on the date. The same file asked for again while it is being written is the same task.",
          body: reminderFileRequestSchema,
          response: { 202: reminderTaskSchema, 400: errorReply, ...refused },
        },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send(await startReminderTask(context, sessionOf(request).memberId, kind, request.body.date)),
    );

  app.get(
    "/reminders/tasks/:id",
    {
      config: { can: "runReminders" },
      schema: {
        tags,
        summary:
          "A reminders task (run, letters or labels): queued, running (done of total members), done (the run's counts, the file's name) or failed (why); kept a day",
        params: reminderTaskParamsSchema,
        response: { 200: reminderTaskSchema, 400: errorReply, 404: errorReply, ...refused },
      },
    },
    async (request) => getReminderTask(context, request.params.id),
  );

  app.get(
    "/reminders/tasks/:id/file",
    {
      config: { can: "runReminders" },
      schema: {
        tags,
        summary: "The letters' or labels' PDF of a task that is done (application/pdf)",
        description:
          "404 for an unknown task, one older than a day or a run; 409 while the file is being written.",
        params: reminderTaskParamsSchema,
        response: { 400: errorReply, 404: errorReply, 409: errorReply, ...refused },
      },
    },
    async (request, reply) => {
      const { fileName, bytes, file } = await reminderTaskFile(context, request.params.id);
      // Read in parts as it is sent: its length told first, so that the browser shows the download's progress.
      return sendFile(reply.header("Content-Length", bytes), "pdf", fileName, file);
    },
  );
};
