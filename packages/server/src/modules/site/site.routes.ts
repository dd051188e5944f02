import { siteConfigSchema } from "@club/domain/site-config.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context.ts";
import { getClubSettings } from "../settings/settings.service.ts";

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
    async () => {
      // The office's settings of the moment (issue 14): its contact details, the fee the checkout shows, and the
      // marketplace's (issue 44) without who approves what, which only the office needs.
      const { contact, convenienceFeePercent, clubTimeZone, joinWithoutPassword, marketplace } =
        await getClubSettings(context);
      const { enabled, public: shownToPublic, fee, listingDays, maxActive } = marketplace;
      return {
        ...context.config.club,
        ...contact,
        convenienceFeePercent,
        vehicleLimits: context.config.vehicleLimits,
        erasureAnswerDays: context.config.erasure.answerDays,
        clubTimeZone,
        joinWithoutPassword,
        marketplace: { enabled, public: shownToPublic, fee, listingDays, maxActive },
      };
    },
  );
};
