import { availableRegionsSchema, reportQuerySchema } from "@club/domain/search.schema";
import { asc } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { regions } from "../../db/schema.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { administeredRegions } from "./regional-admin.policy.ts";
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
    async (request) => {
      const administered = new Set(await administeredRegions(context.db, sessionOf(request).memberId));
      const rows = await context.db.select().from(regions).orderBy(asc(regions.name));
      return Object.fromEntries(
        rows.map((region) => [
          region.name,
          { administrator: administered.has(region.code), regionCode: region.code },
        ]),
      );
    },
  );

  app.get(
    "/regional_administrators/report",
    {
      schema: {
        tags,
        summary:
          "A CSV export (text/csv) of one of your regions; the file name comes in Content-Disposition; 403 for a region not yours",
        querystring: reportQuerySchema,
      },
    },
    async (request, reply) => {
      const { csv, fileName } = await regionReport(context, sessionOf(request).memberId, request.query);
      return reply
        .header("Content-Type", "text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="${fileName}"`)
        .header("Access-Control-Expose-Headers", "Content-Disposition")
        .send(csv);
    },
  );
};
