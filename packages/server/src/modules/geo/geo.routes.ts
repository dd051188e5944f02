import { countriesSchema, subdivisionsQuerySchema, subdivisionsSchema } from "@club/domain/geo.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context.ts";
import { errorReply } from "../../plugins/errors.ts";
import { listCountries, listSubdivisions } from "./geo.service.ts";

const tags = ["geography"];
const cache = "public, max-age=86400";

export const geoRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    "/countries",
    {
      config: { public: true },
      schema: { tags, summary: "Countries: name to ISO 3166-1 code", response: { 200: countriesSchema } },
    },
    async (_request, reply) => reply.header("Cache-Control", cache).send(await listCountries(context)),
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
    async (request, reply) =>
      reply.header("Cache-Control", cache).send(await listSubdivisions(context, request.query.countryCode)),
  );
};
