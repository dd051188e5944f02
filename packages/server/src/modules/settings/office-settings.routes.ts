import { clubSettingsSchema, clubSettingsUpdateSchema } from "@club/domain/office-settings.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { getClubSettings, saveClubSettings } from "./settings.service.ts";

const tags = ["office"];

/** /api/v1/office/settings (issue 14, office_admin): the renewal window, the convenience fee, the contact details. */
export const officeSettingsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/settings",
    {
      config: { can: "manageSettings" },
      schema: {
        tags,
        summary:
          "The club's settings (office_admin): renewal window, convenience fee (percent), contact details",
        response: { 200: clubSettingsSchema, 401: errorReply, 403: errorReply },
      },
    },
    async () => getClubSettings(context),
  );

  app.put(
    "/settings",
    {
      config: { can: "manageSettings" },
      schema: {
        tags,
        summary: "Change any of the club's settings (office_admin); in effect at once on every instance",
        description:
          "renewal_window {start_month_day, end_month_day} (MM-DD, opening before it closes); convenience_fee_percent (0 to 10, two decimals at most; spec default 3); contact {office_email, office_phone, contact_url}; marketplace {enabled, listing_days (7 to 365), approval (new_members or all), max_active (1 to 100), fee (cents, 0 to 100000), public}, any of them. Settings left out keep their value. Answers with all the settings.",
        body: clubSettingsUpdateSchema,
        response: { 200: clubSettingsSchema, 400: errorReply, 401: errorReply, 403: errorReply },
      },
    },
    async (request) => saveClubSettings(context, sessionOf(request).memberId, request.body),
  );
};
