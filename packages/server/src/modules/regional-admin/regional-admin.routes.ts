import {
  dashboardChartParamsSchema,
  dashboardSchema,
  regionalDashboardQuerySchema,
} from "@club/domain/dashboard.schema";
import { availableRegionsSchema, reportQuerySchema } from "@club/domain/search.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context.ts";
import { notFound } from "../../lib/app-error.ts";
import { sendFile, streamedFileCompression } from "../../lib/send-file.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { dashboardChartCsv } from "../dashboard/dashboard.service.ts";
import { listAvailableRegions } from "./regional-admin.service.ts";
import { regionalDashboard } from "./regional-dashboard.service.ts";
import { regionReport } from "./report.service.ts";

const tags = ["regional administration"];

export const regionalAdminRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/regional_administrators/available_regions",
    {
      schema: {
        tags,
        summary: "The club's regions by name, with whether the member administers each (spec §3)",
        response: { 200: availableRegionsSchema, 401: errorReply },
      },
    },
    async (request) => listAvailableRegions(context, sessionOf(request).memberId),
  );

  app.get(
    "/regional_administrators/dashboard",
    {
      schema: {
        tags,
        summary:
          "The dashboard of your regions (issue 14): active members by plan and by region, joins and renewals by month, lapsed this year; 403 for a region not yours",
        querystring: regionalDashboardQuerySchema,
        response: { 200: dashboardSchema, 400: errorReply, 401: errorReply, 403: errorReply },
      },
    },
    async (request) => regionalDashboard(context, sessionOf(request), request.query.region),
  );

  app.get(
    "/regional_administrators/dashboard.csv",
    {
      schema: {
        tags,
        summary: "One chart of your regions' dashboard as a CSV file (text/csv)",
        querystring: regionalDashboardQuerySchema.extend(dashboardChartParamsSchema.shape),
      },
    },
    async (request, reply) => {
      const { region, chart } = request.query;
      const file = dashboardChartCsv(await regionalDashboard(context, sessionOf(request), region), chart);
      if (!file) throw notFound();
      return sendFile(reply, "csv", file.fileName, file.csv);
    },
  );

  app.get(
    "/regional_administrators/report",
    {
      compress: streamedFileCompression,
      schema: {
        tags,
        summary:
          "A CSV export (text/csv) of one of your regions; the file name comes in Content-Disposition; 403 for a region not yours",
        description:
          "Issue 30: all_member_data leaves out members not listed in the directory and blanks the e-mail, street address, postal code and phones a member hides; mailing_list lists only the members who allow club mail; cars blanks the owner's number and name of a member not listed.",
        querystring: reportQuerySchema,
      },
    },
    async (request, reply) => {
      const { csv, fileName } = await regionReport(context, sessionOf(request), request.query);
      return sendFile(reply, "csv", fileName, csv);
    },
  );
};
