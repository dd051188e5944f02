import { z } from "zod";
import { coercedIntegerSchema, multiLineTextSchema } from "./fields.schema.ts";
import { officeMessages } from "./office.schema.ts";
import {
  type MaterialVehicleField,
  materialVehicleFields,
  vehicleSchema,
  vehicleStatuses,
} from "./vehicle.schema.ts";
import { registryStatuses } from "./vehicle-registry.schema.ts";

// The office's car approvals queue (issue 14): the cars waiting for the club, those approved and those not, and
// the two decisions.

export const officeVehiclePageSize = 20;

/** GET /api/v1/office/vehicles: the cars in one status (pending unless asked), 20 a page. */
export const officeVehicleQuerySchema = z.object({
  status: z.enum(vehicleStatuses).default("pending"),
  page: coercedIntegerSchema().min(1).default(1),
});
export type OfficeVehicleQuery = z.output<typeof officeVehicleQuerySchema>;

const changeValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * One material field the owner changed since the club last approved the car: `field` names it as the car does
 * (`model`, `numberOfCylinders`, …; `make` with the makes' names rather than their ids).
 */
export const vehicleChangeSchema = z.object({
  field: z.string(),
  before: changeValueSchema,
  after: changeValueSchema,
});
export type VehicleChange = z.infer<typeof vehicleChangeSchema>;

/** A car as the office reviews it: the car, its owner, and what changed since the club last approved it. */
export const officeVehicleSchema = vehicleSchema.extend({
  owner: z.object({
    id: z.number().int(),
    memberNo: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
  }),
  /** When the owner registered the car or last changed it. */
  updatedAt: z.string(),
  /** When the office last approved or rejected it; null while it has never been decided since its last change. */
  reviewedAt: z.string().nullable(),
  /** Whether the club approved this car before (then `changes` lists what the owner changed since). */
  approvedBefore: z.boolean(),
  changes: z.array(vehicleChangeSchema),
  /** The entry of the Full Classic list the car is on (issue 27), named as one line; null: on none. */
  classic: z.object({ id: z.number().int(), label: z.string() }).nullable(),
  /** Where the car stands in the registry (issue 27): destroyed stays in it; disputed while a claim waits. */
  registryStatus: z.enum(registryStatuses),
});
export type OfficeVehicle = z.infer<typeof officeVehicleSchema>;

/** A material field as the queue names it: the make by its name (`make`), not its id. */
export function reviewedFieldOf(
  field: MaterialVehicleField,
): Exclude<MaterialVehicleField, "makeId"> | "make" {
  return field === "makeId" ? "make" : field;
}

/**
 * The fields the club decides on, in the form's order: every material field (so the queue shows a field added to
 * them) and the senior category and number.
 */
export const reviewedVehicleFields = [
  ...materialVehicleFields.map(reviewedFieldOf),
  "seniorCategory",
  "seniorNumber",
] as const satisfies readonly (keyof OfficeVehicle)[];

/** POST /office/vehicles/{id}/registry_status: the office records that a car was destroyed, or is on the road again. */
export const registryStatusInputSchema = z.object({ status: z.enum(["active", "destroyed"]) });
export type RegistryStatusInput = z.infer<typeof registryStatusInputSchema>;

export const officeVehicleListSchema = z.object({
  results: z.array(officeVehicleSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The cars in the status asked for (every page). */
  total: z.number().int(),
  /** How many cars each status holds, for the tabs. */
  counts: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
});
export type OfficeVehicleList = z.infer<typeof officeVehicleListSchema>;

export const vehicleReviewMessages = {
  changedSince: "The owner changed this car after the list was loaded. Look at it again before deciding.",
};

/**
 * The car as the office saw it (its `updatedAt` from the list): when given and the owner changed the car since,
 * the decision is refused (422 on `updatedAt`), so nobody approves what they did not see.
 */
const seenSchema = z.iso.datetime({ offset: true, error: "Use an ISO date and time" }).optional();

/** POST /api/v1/office/vehicles/{id}/approve (the body may be left out). */
export const vehicleApprovalSchema = z.object({ updatedAt: seenSchema }).optional();

/** POST /api/v1/office/vehicles/{id}/reject: the reason is mailed to the owner and shown on My Vehicles. */
export const vehicleRejectionSchema = z.object({
  reason: multiLineTextSchema({ error: officeMessages.reasonRequired })
    .trim()
    .min(1, { error: officeMessages.reasonRequired })
    .max(500, { error: officeMessages.reasonTooLong }),
  updatedAt: seenSchema,
});
export type VehicleRejection = z.output<typeof vehicleRejectionSchema>;
