import { idParamSchema } from "@club/domain/fields.schema";
import {
  nationalPlanInputSchema,
  nationalPlanUpdateSchema,
  officeNationalPlanSchema,
  officeRegionalPlanSchema,
  regionalPlanInputSchema,
  regionalPlanUpdateSchema,
} from "@club/domain/office-plans.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import {
  addNationalPlan,
  addRegionalPlan,
  editNationalPlan,
  editRegionalPlan,
  listNationalPlans,
  listRegionalPlansForOffice,
  type OfficePlansContext,
} from "./office-plans.service.ts";

const tags = ["office"];
const idParams = z.object({ id: idParamSchema });
const refused = { 401: errorReply, 403: errorReply };
const writeReplies = { 400: errorReply, 422: errorReply, ...refused };

/**
 * /api/v1/office/national_plans and /regional_plans (issue 14): plans and prices, for office administrators only.
 * Money in cents. A new price applies to invoices created from then on; open and paid invoices keep their amounts.
 */
export const officePlansRoutes: FastifyPluginAsyncZod<{ context: OfficePlansContext }> = async (
  app,
  { context },
) => {
  // After the office's own hook (a role, the second factor): office_staff get 403 here.
  app.get(
    "/national_plans",
    {
      config: { can: "managePlans" },
      schema: {
        tags,
        summary:
          "Every national plan, offered or not, active or not, with how many members hold it (office_admin)",
        response: { 200: z.array(officeNationalPlanSchema), ...refused },
      },
    },
    async () => listNationalPlans(context),
  );

  app.post(
    "/national_plans",
    {
      config: { can: "managePlans" },
      schema: {
        tags,
        summary: "Add a national plan (office_admin); costs in cents; the title must be free",
        description:
          "lifelong is false, offered_online and active true unless given. An inactive plan is offered to nobody.",
        body: nationalPlanInputSchema,
        response: { 201: officeNationalPlanSchema, ...writeReplies },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addNationalPlan(context, sessionOf(request), request.body)),
  );

  app.put(
    "/national_plans/:id",
    {
      config: { can: "managePlans" },
      schema: {
        tags,
        summary:
          "Change a national plan (office_admin): the fields given; a new price applies to invoices created from now on",
        description:
          "Open and paid invoices keep their amounts. Made inactive, the plan is offered to nobody joining or renewing; the members on it keep it.",
        params: idParams,
        body: nationalPlanUpdateSchema,
        response: { 200: officeNationalPlanSchema, 404: errorReply, ...writeReplies },
      },
    },
    async (request) => editNationalPlan(context, sessionOf(request), request.params.id, request.body),
  );

  app.get(
    "/regional_plans",
    {
      config: { can: "managePlans" },
      schema: {
        tags,
        summary: "Every region's yearly plan, active or not, with how many members hold it (office_admin)",
        response: { 200: z.array(officeRegionalPlanSchema), ...refused },
      },
    },
    async () => listRegionalPlansForOffice(context),
  );

  app.post(
    "/regional_plans",
    {
      config: { can: "managePlans" },
      schema: {
        tags,
        summary: "Add the plan of a region that has none (office_admin); costs in cents",
        body: regionalPlanInputSchema,
        response: { 201: officeRegionalPlanSchema, ...writeReplies },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addRegionalPlan(context, sessionOf(request), request.body)),
  );

  app.put(
    "/regional_plans/:id",
    {
      config: { can: "managePlans" },
      schema: {
        tags,
        summary:
          "Change a regional plan (office_admin): the fields given (not its region); a new price applies to invoices created from now on",
        params: idParams,
        body: regionalPlanUpdateSchema,
        response: { 200: officeRegionalPlanSchema, 404: errorReply, ...writeReplies },
      },
    },
    async (request) => editRegionalPlan(context, sessionOf(request), request.params.id, request.body),
  );
};
