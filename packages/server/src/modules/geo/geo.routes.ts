import { countriesSchema, subdivisionsQuerySchema, subdivisionsSchema } from "@club/domain/geo.schema";
import { asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { countries, subdivisions } from "../../db/schema.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { errorReply } from "../../plugins/errors.ts";

const tags = ["geography"];
const cache = "public, max-age=86400";

export const geoRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    "/countries",
    {
      config: { public: true },
      schema: { tags, summary: "Countries: name to ISO 3166-1 code", response: { 200: countriesSchema } },
    },
    async (_request, reply) => {
      const rows = await context.db.select().from(countries).orderBy(asc(countries.name));
      return reply
        .header("Cache-Control", cache)
        .send(Object.fromEntries(rows.map((row) => [row.name, row.code])));
    },
  );

  app.get(
    "/regions",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A country's states or provinces: name to ISO 3166-2 code",
        querystring: subdivisionsQuerySchema,
        response: { 200: subdivisionsSchema, 400: errorReply },
      },
    },
    async (request, reply) => {
      const rows = await context.db
        .select()
        .from(subdivisions)
        .where(eq(subdivisions.countryCode, request.query.countryCode))
        .orderBy(asc(subdivisions.name));
      return reply
        .header("Cache-Control", cache)
        .send(Object.fromEntries(rows.map((row) => [row.name, row.code])));
    },
  );
};
