import {
  dashboardChartParamsSchema,
  dashboardSchema,
  regionalDashboardQuerySchema,
} from "@club/domain/dashboard.schema";
import { regionCodeParamSchema } from "@club/domain/office-regions.schema";
import {
  officerTermInputSchema,
  officerTermSchema,
  regionalOfficeSchema,
  regionOfficersSchema,
} from "@club/domain/officer-terms.schema";
import { regionPageSchema } from "@club/domain/region-page.schema";
import { availableRegionsSchema, reportQuerySchema } from "@club/domain/search.schema";
import { administeredZonesSchema } from "@club/domain/zones.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { notFound } from "../../lib/app-error.ts";
import { sendFile, streamedFileCompression } from "../../lib/send-file.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { dashboardChartCsv } from "../dashboard/dashboard.service.ts";
import { listOffices, proposeOfficer, regionOfficers } from "./officer-terms.service.ts";
import { regionPage } from "./region-page.service.ts";
import { listAvailableRegions } from "./regional-admin.service.ts";
import { administeredZones, regionalDashboard } from "./regional-dashboard.service.ts";
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
          "The dashboard of your regions (issue 14): active members by plan, by region and by zone, joins and renewals by month, lapsed this year; one region (region=), one zone's regions rolled up (zone=, issue 42), or all; 403 for a region or zone not yours",
        querystring: regionalDashboardQuerySchema,
        response: {
          200: dashboardSchema,
          400: errorReply,
          401: errorReply,
          403: errorReply,
          422: errorReply,
        },
      },
    },
    async (request) => regionalDashboard(context, sessionOf(request), request.query),
  );

  app.get(
    "/regional_administrators/zones",
    {
      schema: {
        tags,
        summary:
          "The zones whose every region you administer (issue 42: a zone's officers), each with its regions: the dashboard's zone roll-ups you may ask for",
        response: { 200: administeredZonesSchema, 401: errorReply },
      },
    },
    async (request) => ({ zones: await administeredZones(context, sessionOf(request)) }),
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
      const { chart, ...scope } = request.query;
      const file = dashboardChartCsv(await regionalDashboard(context, sessionOf(request), scope), chart);
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

  // Issue 42: a region's officers, to anyone; a director's proposals.

  app.get(
    "/regions/:code",
    {
      config: { public: true, readsSession: true },
      schema: {
        tags,
        summary:
          "A region's own page (issue 42), to anyone: its current officers as each one's privacy allows, its next events (ten at most), its yearly dues and its five newest news posts (members-only ones with a signed-in member's token in good standing)",
        params: z.object({ code: regionCodeParamSchema }),
        response: { 200: regionPageSchema, 400: errorReply, 404: errorReply },
      },
    },
    async (request) => regionPage(context, request.auth, request.params.code),
  );

  app.get(
    "/regions/:code/officers",
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "The region's current officers by office, to anyone: a listed officer by name, one not listed in the directory as 'A club member'",
        params: z.object({ code: regionCodeParamSchema }),
        response: { 200: regionOfficersSchema, 400: errorReply, 404: errorReply },
      },
    },
    async (request) => regionOfficers(context, null, request.params.code),
  );

  app.get(
    "/regional-offices",
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "The offices a region's officers hold, in the club's order (a director proposes officers to them)",
        response: { 200: z.array(regionalOfficeSchema) },
      },
    },
    async () => (await listOffices(context)).filter((office) => !office.retired),
  );

  app.post(
    "/regions/:code/officer-proposals",
    {
      schema: {
        tags,
        summary:
          "A current director of the region proposes a member (by member_no) for one of its offices and days; the office confirms it (403 for anyone else)",
        params: z.object({ code: regionCodeParamSchema }),
        body: officerTermInputSchema,
        response: {
          201: officerTermSchema,
          400: errorReply,
          401: errorReply,
          403: errorReply,
          404: errorReply,
          422: errorReply,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await proposeOfficer(context, sessionOf(request), request.params.code, request.body)),
  );
};
