import { z } from "zod";
import { integerSchema, multiLineTextSchema, singleLineTextSchema, textSchema } from "./fields.schema.ts";

// The club office's plans and prices (issue 14, office administrators only). Money is integer cents on the wire
// (spec §9). A price applies to invoices created after the change; an open or paid invoice keeps its own amounts.
// An inactive plan is offered to nobody (joining, renewing) but the members on it keep it.

export const officePlanMessages = {
  titleRequired: "Title is required",
  titleTooLong: "Title is too long (100 characters at most)",
  titleTaken: "Another plan already has this title",
  descriptionTooLong: "Description is too long (1,000 characters at most)",
  associateTitleRequired: "Associate plan title is required",
  costRequired: "Cost is required (in cents)",
  costRange: "Cost must be between $0.00 and $100,000.00",
  regionRequired: "Choose the region",
  regionUnknown: "There is no region with this code",
  regionHasPlan: "This region already has a plan: change that one instead",
  planNotFound: "There is no plan with this id",
};

/** The most a plan may cost, in cents ($100,000): a typo with three zeros too many is refused. */
export const maxPlanCost = 10_000_000;

function costSchema() {
  return integerSchema({ error: officePlanMessages.costRequired })
    .min(0, { error: officePlanMessages.costRange })
    .max(maxPlanCost, { error: officePlanMessages.costRange });
}

function titleSchema(required = officePlanMessages.titleRequired) {
  return singleLineTextSchema({ error: required })
    .trim()
    .min(1, { error: required })
    .max(100, { error: officePlanMessages.titleTooLong });
}

const descriptionSchema = multiLineTextSchema()
  .trim()
  .max(1000, { error: officePlanMessages.descriptionTooLong });

/** GET /api/v1/office/national_plans: every national plan, offered or not, active or not. */
export const officeNationalPlanSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  cost: z.number().int(),
  associatePlanTitle: z.string(),
  associatePlanCost: z.number().int(),
  lifelong: z.boolean(),
  offeredOnline: z.boolean(),
  active: z.boolean(),
  /** How many members hold a national membership on this plan (an inactive plan stays theirs). */
  members: z.number().int(),
});
export type OfficeNationalPlan = z.infer<typeof officeNationalPlanSchema>;

/** POST /api/v1/office/national_plans: a new plan; it is offered online and active unless told otherwise. */
export const nationalPlanInputSchema = z.object({
  title: titleSchema(),
  description: descriptionSchema.default(""),
  cost: costSchema(),
  associatePlanTitle: titleSchema(officePlanMessages.associateTitleRequired),
  associatePlanCost: costSchema(),
  lifelong: z.boolean().default(false),
  offeredOnline: z.boolean().default(true),
  active: z.boolean().default(true),
});
export type NationalPlanInput = z.output<typeof nationalPlanInputSchema>;

/** PUT /api/v1/office/national_plans/{id}: the fields to change; fields left out keep their value. */
export const nationalPlanUpdateSchema = z
  .object({
    title: titleSchema(),
    description: descriptionSchema,
    cost: costSchema(),
    associatePlanTitle: titleSchema(officePlanMessages.associateTitleRequired),
    associatePlanCost: costSchema(),
    lifelong: z.boolean(),
    offeredOnline: z.boolean(),
    active: z.boolean(),
  })
  .partial();
export type NationalPlanUpdate = z.output<typeof nationalPlanUpdateSchema>;

/** GET /api/v1/office/regional_plans: every region's yearly plan, active or not. */
export const officeRegionalPlanSchema = z.object({
  id: z.number().int(),
  regionCode: z.string(),
  regionName: z.string(),
  title: z.string(),
  description: z.string(),
  cost: z.number().int(),
  associateCost: z.number().int(),
  active: z.boolean(),
  /** How many members hold a regional membership on this plan, whatever its dues. */
  members: z.number().int(),
});
export type OfficeRegionalPlan = z.infer<typeof officeRegionalPlanSchema>;

/** POST /api/v1/office/regional_plans: the plan of a region that has none (a region has one plan). */
export const regionalPlanInputSchema = z.object({
  regionCode: textSchema({ error: officePlanMessages.regionRequired })
    .trim()
    .min(1, { error: officePlanMessages.regionRequired })
    .max(10, { error: officePlanMessages.regionUnknown }),
  title: titleSchema(),
  description: descriptionSchema.default(""),
  cost: costSchema(),
  associateCost: costSchema(),
  active: z.boolean().default(true),
});
export type RegionalPlanInput = z.output<typeof regionalPlanInputSchema>;

/** PUT /api/v1/office/regional_plans/{id}: the fields to change (not the region); left out, they keep their value. */
export const regionalPlanUpdateSchema = z
  .object({
    title: titleSchema(),
    description: descriptionSchema,
    cost: costSchema(),
    associateCost: costSchema(),
    active: z.boolean(),
  })
  .partial();
export type RegionalPlanUpdate = z.output<typeof regionalPlanUpdateSchema>;
