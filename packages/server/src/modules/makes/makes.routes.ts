import { createHash } from "node:crypto";
import { makeSchema } from "@club/domain/vehicle.schema";
import { asc } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { makes } from "../../db/schema.ts";
import type { AppContext } from "../../lib/app-context.ts";

export const makesRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    "/makes",
    {
      config: { public: true },
      schema: {
        tags: ["vehicles"],
        summary: "The makes of the club's classics; cacheable (ETag)",
        response: { 200: z.array(makeSchema), 304: z.undefined() },
      },
    },
    async (request, reply) => {
      const rows = await context.db.select().from(makes).orderBy(asc(makes.name));
      const etag = `"${createHash("sha1").update(JSON.stringify(rows)).digest("base64url")}"`;
      reply.header("ETag", etag).header("Cache-Control", "public, max-age=3600");
      if (request.headers["if-none-match"] === etag) return reply.status(304).send();
      return rows;
    },
  );
};
