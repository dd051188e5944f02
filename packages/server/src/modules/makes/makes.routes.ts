import { createHash } from "node:crypto";
import { makeSchema } from "@club/domain/vehicle.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { listMakes } from "./makes.service.ts";

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
      const rows = await listMakes(context);
      const etag = `"${createHash("sha1").update(JSON.stringify(rows)).digest("base64url")}"`;
      reply.header("ETag", etag).header("Cache-Control", "public, max-age=3600");
      if (request.headers["if-none-match"] === etag) return reply.status(304).send();
      return rows;
    },
  );
};
