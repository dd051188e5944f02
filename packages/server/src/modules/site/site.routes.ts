import { siteConfigSchema } from "@club/domain/site-config.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context.ts";

export const siteRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    "/site_config",
    {
      config: { public: true },
      schema: {
        tags: ["site"],
        summary: "The club's name, colours and public links for the web app, and the limits its forms show",
        response: { 200: siteConfigSchema },
      },
    },
    async () => ({ ...context.config.club, vehicleLimits: context.config.vehicleLimits }),
  );
};
