import { myDataSchema } from "@club/domain/my-data.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendFile } from "../../lib/send-file.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import type { VehiclesContext } from "../vehicles/vehicles.service.ts";
import { exportMyData, exportMyDataZip } from "./my-data.service.ts";

const tags = ["privacy"];

/**
 * /api/v1/members/my_data (issue 30): everything the portal holds about the signed-in member, for them to keep. No
 * id: only the session's own data, an office account's included.
 */
export const myDataRoutes: FastifyPluginAsyncZod<{ context: VehiclesContext }> = async (app, { context }) => {
  app.get(
    "/members/my_data",
    {
      schema: {
        tags,
        summary: "Everything the portal holds about the signed-in member, as JSON",
        description:
          "The profile, memberships, invoices and payments, cars with their history, cars owned before, the sheets " +
          "they filled in as a judge, event registrations with " +
          "published score sheets, the mail the portal sent them, their privacy choices and consent log, messages " +
          "relayed to or from them (dates only) and their sessions. Each download is in the audit trail.",
        response: { 200: myDataSchema, 401: errorReply },
      },
    },
    async (request) => exportMyData(context, sessionOf(request), "json"),
  );

  app.get(
    "/members/my_data.zip",
    {
      schema: {
        tags,
        summary:
          "The same as GET /members/my_data, as a ZIP (application/zip) of CSVs, README.txt and my-data.json",
        description:
          "README.txt saying what each file holds; one spreadsheet-safe CSV per section, with a UTF-8 BOM, " +
          "headings and values in words, days as YYYY-MM-DD and moments on the club's clock (profile.csv, " +
          "memberships.csv, payments.csv, cars.csv, car-history.csv, former-cars.csv, registrations.csv, " +
          "score-sheets.csv, judged-sheets.csv, mail.csv, privacy-choices.csv, consents.csv, relayed-messages.csv, " +
          "sessions.csv, claims.csv, petitions.csv); and my-data.json. Each download is in the audit trail.",
        response: { 401: errorReply },
      },
    },
    async (request, reply) => {
      const { fileName, zip } = await exportMyDataZip(context, sessionOf(request));
      return sendFile(reply, "zip", fileName, zip);
    },
  );
};
