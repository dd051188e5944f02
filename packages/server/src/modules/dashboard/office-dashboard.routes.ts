import { dashboardChartParamsSchema, dashboardSchema } from "@club/domain/dashboard.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context.ts";
import { notFound } from "../../lib/app-error.ts";
import { sendFile } from "../../lib/send-file.ts";
import { errorReply } from "../../plugins/errors.ts";
import { buildDashboard, dashboardChartCsv } from "./dashboard.service.ts";

const tags = ["office"];

/** /api/v1/office/dashboard (issue 14): the whole club at a glance, and each chart's numbers as CSV. */
export const officeDashboardRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/dashboard",
    {
      config: { can: "readDashboard" },
      schema: {
        tags,
        summary:
          "Active members by plan, by region and by zone (issue 42: each zone's regions rolled up, then the regions in no zone), joins and renewals by month, lapsed this year, revenue by month and kind, cars waiting; the figures are at most a minute old",
        response: { 200: dashboardSchema, 401: errorReply, 403: errorReply },
      },
    },
    async () => buildDashboard(context, null),
  );

  app.get(
    "/dashboard.csv",
    {
      config: { can: "readDashboard" },
      schema: {
        tags,
        summary:
          "One chart of the dashboard as a CSV file (text/csv): chart = active-by-plan, active-by-region, joins-and-renewals, revenue, retention-by-region, renewals-after-reminder or by-zone",
        querystring: dashboardChartParamsSchema,
      },
    },
    async (request, reply) => {
      const file = dashboardChartCsv(await buildDashboard(context, null), request.query.chart);
      if (!file) throw notFound();
      return sendFile(reply, "csv", file.fileName, file.csv);
    },
  );
};
