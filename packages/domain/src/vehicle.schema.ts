import { z } from "zod";
import { coercedIntegerSchema, textSchema } from "./fields.schema.ts";
import { seniorCategories } from "./member.schema.ts";

// spec §5, §9: the vehicle rules, shared by the form and the server.
export const firstVehicleYear = 1914;
export const lastVehicleYear = 1949;
export const vehicleYears = Array.from(
  { length: lastVehicleYear - firstVehicleYear + 1 },
  (_, i) => firstVehicleYear + i,
);
export const cylinderCounts = [2, 4, 6, 8, 12, 16] as const;
export const seniorNumberMaxLength = 5;
export const imageMaxBytes = 5 * 1024 * 1024;
export const imageContentTypes = ["image/png", "image/jpeg"] as const;

export const vehicleMessages = {
  ownedByRequired: "Owned By is required",
  yearRequired: "Year is required",
  makeRequired: "Make is required",
  modelRequired: "Model is required",
  cylindersRequired: "Cylinders is required",
  seniorNumberTooLong: "Senior Number can include not more than 5 digit",
  seniorNumberNotNumber: "Senior Number must be a number",
  seniorNumberRequired: "Senior Number field is required",
  authenticRequired: "Authentic must be checked",
  imageType: "Images must be PNG or JPEG files",
  imageTooLarge: "Each image must be 5 MB or smaller",
  seniorLocked: "Senior category and number cannot be changed once the car is registered",
  // Limits that protect the server (issue 9); configurable, so each message carries its number.
  tooManyVehicles: (max: number) => `Vehicles are limited to ${max} per member. Delete a car to add another.`,
  tooManyPhotos: (max: number) => `Photos are limited to ${max} per car. Remove a photo to add another.`,
  imageTooManyPixels: (megapixels: number) => `Each image must be ${megapixels} megapixels or smaller`,
  created: "Vehicle was successfully created",
  updated: "Vehicle was successfully updated",
  deleted: "Vehicle was successfully deleted",
  noVehicles: "No vehicle found",
} as const;

const text = (max = 100) =>
  textSchema()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** A number typed into a form: blank means missing, so the field's "required" message is the one shown. */
const typedNumber = (required: string) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    coercedIntegerSchema({ error: required }),
  );

/** The senior number's first broken rule, or null (spec §5). */
export function seniorNumberError(category: string, seniorNumber: string | null | undefined): string | null {
  if (category === "None") return null;
  const value = (seniorNumber ?? "").trim();
  if (value === "") return vehicleMessages.seniorNumberRequired;
  if (!/^\d+$/.test(value)) return vehicleMessages.seniorNumberNotNumber;
  if (value.length > seniorNumberMaxLength) return vehicleMessages.seniorNumberTooLong;
  return null;
}

/** A vehicle's fields as the form sends them (multipart fields arrive as text and are coerced). */
export const vehicleFieldsSchema = z
  .object({
    ownedByAssociate: z.preprocess(
      (value) => (value === "true" ? true : value === "false" ? false : value),
      z.boolean({ error: vehicleMessages.ownedByRequired }),
    ),
    year: typedNumber(vehicleMessages.yearRequired).refine(
      (year) => year >= firstVehicleYear && year <= lastVehicleYear,
      `Year must be from ${firstVehicleYear} to ${lastVehicleYear}`,
    ),
    makeId: typedNumber(vehicleMessages.makeRequired).refine((id) => id > 0, vehicleMessages.makeRequired),
    model: textSchema({ error: vehicleMessages.modelRequired })
      .trim()
      .min(1, vehicleMessages.modelRequired)
      .max(100),
    numberOfCylinders: typedNumber(vehicleMessages.cylindersRequired).refine(
      (value) => (cylinderCounts as readonly number[]).includes(value),
      vehicleMessages.cylindersRequired,
    ),
    bodyStyle: text(),
    bodyMaker: text(),
    engineNumber: text(),
    bodyNumber: text(),
    serialNumber: text(),
    trackAcquiredFrom: text(),
    trackDateAcquired: text(40),
    trackSoldTo: text(),
    trackDateSold: text(40),
    trackOtherInfo: text(2000),
    seniorCategory: z.enum(seniorCategories).default("None"),
    seniorNumber: text(20),
    newCoachWork: z.preprocess((value) => value === true || value === "true", z.boolean()),
    altered: z.preprocess((value) => value === true || value === "true", z.boolean()),
    authentic: z.preprocess(
      (value) => value === true || value === "true",
      z.literal(true, { error: vehicleMessages.authenticRequired }),
    ),
    location: text(),
    /** Issue 27: other members may read the serial, engine and body numbers (and find the car by them). */
    showNumbers: z.preprocess((value) => value === true || value === "true", z.boolean()),
  })
  .superRefine((value, ctx) => {
    const error = seniorNumberError(value.seniorCategory, value.seniorNumber);
    if (error) ctx.addIssue({ code: "custom", path: ["seniorNumber"], message: error });
  })
  // spec §5: with no category the senior number is dropped.
  .transform((value) => (value.seniorCategory === "None" ? { ...value, seniorNumber: null } : value));
export type VehicleFields = z.output<typeof vehicleFieldsSchema>;

/** Changes that make the club look at the car again (docs/decisions.md); history and location do not. */
export const materialVehicleFields = [
  "ownedByAssociate",
  "year",
  "makeId",
  "model",
  "numberOfCylinders",
  "bodyStyle",
  "bodyMaker",
  "engineNumber",
  "bodyNumber",
  "serialNumber",
  "newCoachWork",
  "altered",
] as const satisfies readonly (keyof VehicleFields)[];
export type MaterialVehicleField = (typeof materialVehicleFields)[number];

/** A car's photo: signed URLs of the photo and its thumbnail (400px wide), good for an hour. */
export const vehicleImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string(),
});
export type VehicleImage = z.infer<typeof vehicleImageSchema>;

/**
 * Where the club's review of a car stands (issue 14): pending until the office approves it, or rejects it with a
 * reason. Only an approved car can be brought to an event or shows its photos in the directory.
 */
export const vehicleStatuses = ["pending", "approved", "rejected"] as const;
export type VehicleStatus = (typeof vehicleStatuses)[number];

/** A car as GET /api/v1/vehicles returns it (spec §3), with the club's review (issue 14). */
export const vehicleSchema = z.object({
  id: z.number().int(),
  images: z.array(vehicleImageSchema),
  ownedByAssociate: z.boolean(),
  year: z.number().int(),
  makeId: z.number().int(),
  make: z.string(),
  model: z.string(),
  numberOfCylinders: z.number().int(),
  bodyStyle: z.string().nullable(),
  bodyMaker: z.string().nullable(),
  engineNumber: z.string().nullable(),
  bodyNumber: z.string().nullable(),
  serialNumber: z.string().nullable(),
  trackAcquiredFrom: z.string().nullable(),
  trackDateAcquired: z.string().nullable(),
  trackSoldTo: z.string().nullable(),
  trackDateSold: z.string().nullable(),
  trackOtherInfo: z.string().nullable(),
  seniorCategory: z.enum(seniorCategories),
  seniorNumber: z.string().nullable(),
  newCoachWork: z.boolean(),
  altered: z.boolean(),
  authentic: z.boolean(),
  approvedByCommittee: z.boolean(),
  location: z.string().nullable(),
  showNumbers: z.boolean(),
  status: z.enum(vehicleStatuses),
  /** The office's reason when the car was not approved; null otherwise. */
  rejectionReason: z.string().nullable(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const makeSchema = z.object({ id: z.number().int(), name: z.string() });
