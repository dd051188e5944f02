import {
  officeRegionSchema,
  regionAdministratorsInputSchema,
  regionCodeParamSchema,
} from "@club/domain/office-regions.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { changeRegionAdministrators, listRegions } from "./office-regions.service.ts";

const tags = ["office"];
const refused = { 401: errorReply, 403: errorReply };

/** /api/v1/office/regions (issue 14): the regions and who administers each; every office role reads, office administrators appoint. */
export const officeRegionsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/regions",
    {
      config: { can: "readRegions" },
      schema: {
        tags,
        summary:
          "Every region by name: its plan, its administrators (member id, number, name) and how many active regional members it has",
        response: { 200: z.array(officeRegionSchema), ...refused },
      },
    },
    async () => listRegions(context),
  );

  app.put(
    "/regions/:code/administrators",
    {
      config: { can: "appointRegionalAdmins" },
      schema: {
        tags,
        summary:
          "Name the region's administrators (office_admin): member_ids replaces the list (empty: none); each gets or loses the administrator pages at their next request",
        description:
          "Each id must be a member account that was not merged (422 naming member_ids otherwise); `reason` (optional) goes into the audit trail. Answers with the region.",
        params: z.object({ code: regionCodeParamSchema }),
        body: regionAdministratorsInputSchema,
        response: { 200: officeRegionSchema, 400: errorReply, 404: errorReply, 422: errorReply, ...refused },
      },
    },
    async (request) =>
      changeRegionAdministrators(context, sessionOf(request), request.params.code, request.body),
  );
};
