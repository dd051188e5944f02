import { z } from "zod";
import { selectionsSchema } from "./join.schema.ts";
import { profileFieldsSchema } from "./member.schema.ts";
import { renewalWindowSchema } from "./membership.schema.ts";

// spec §5, renewal step 6: the Vehicle Information select must not stay at "Select".
export const vehicleInformationOptions = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
  { value: "no_changes", label: "No Changes" },
] as const;
export const vehicleInformationMessage = "Vehicle Information is required";

const isoDate = z.iso.date();

export const renewButtonSchema = z.object({
  visible: z.boolean(),
  enabled: z.boolean(),
  reason: z.enum(["lifelong", "not_started", "expired", "open", "already_renewed", "outside_window"]),
  tooltip: z.string().nullable(),
});

/** GET /api/v1/members/renew_data (spec §3): the window, the button's state, and last year's selections. */
export const renewDataSchema = z.object({
  renewalDate: isoDate.nullable(),
  duesExpire: isoDate.nullable(),
  renewalWindow: renewalWindowSchema,
  lifelong: z.boolean(),
  renewButton: renewButtonSchema,
  selections: z.object({
    nationalPlan: z.number().int().nullable(),
    associate: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
    regionalPlans: z.array(z.object({ regionalId: z.number().int(), associate: z.boolean() })),
    museumMembershipLevel: z.number().int(),
  }),
});
export type RenewData = z.infer<typeof renewDataSchema>;

/** PUT /api/v1/members/renew: the basic info, the renewed selections and the vehicle answer (spec §2, §5). */
const vehicleInformationSchema = z.object({
  vehicleInformation: z.enum(["yes", "no", "no_changes"], { error: vehicleInformationMessage }),
});

export const renewSchema = profileFieldsSchema
  .omit({ publicationPreferences: true })
  .and(selectionsSchema)
  .and(vehicleInformationSchema);
export type RenewInput = z.input<typeof renewSchema>;
export type RenewRequest = z.output<typeof renewSchema>;

export const renewalMessages = {
  notAllowed: "Your membership cannot be renewed now.",
} as const;

/**
 * What an invoice stores of a join or renewal (the invoices.selections column): what paying it activates, and a
 * renewal's answer about the member's cars. Parsed whenever it is read back from the database.
 */
export const invoiceSelectionsSchema = selectionsSchema.and(vehicleInformationSchema.partial());
export type InvoiceSelections = z.output<typeof invoiceSelectionsSchema>;
