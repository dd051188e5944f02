import { nationalPlanSchema, regionalPlanSchema } from "@club/domain/plan.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { listOfferedNationalPlans, listRegionalPlans } from "./plans.service.ts";

const tags = ["plans"];

export const plansRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    "/national_membership_plans",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "National plans offered online (the LIFE plan is arranged with the office); cents",
        response: { 200: z.array(nationalPlanSchema) },
      },
    },
    async () => listOfferedNationalPlans(context),
  );

  app.get(
    "/regional_membership_plans",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Regional plans, yearly; cents",
        response: { 200: z.array(regionalPlanSchema) },
      },
    },
    async () => listRegionalPlans(context),
  );
};
