import { z } from "zod";
import { coercedIntegerSchema, isoDaySchema } from "./fields.schema.ts";
import { vehicleStatuses } from "./vehicle.schema.ts";

// Issue 27: the car's own record. A car keeps a chain of ownerships (who, from, to, how it is known), and passes
// from one member's garage to another's by a transfer the seller records and the buyer accepts.

export const registryMessages = {
  buyerUnknown: "No member has this member number",
  buyerIsSeller: "You already own this car",
  transferPending: "This car is already offered to a member: wait for their answer",
  transferGone: "The seller no longer has this car",
  /** An owner whose record was deleted (an abandoned join): the link of the chain stays, nameless. */
  formerMember: "A former member",
  duplicateIdentity: (field: "serial" | "engine", car: string) =>
    `A car with this ${field} number is already in the club's registry: ${car}. ` +
    "If it is yours, ask the club office to add it to your garage.",
} as const;

/** How an ownership is known: registered by its owner, passed on by a transfer, or brought in by the office. */
export const ownershipSources = ["registered", "transfer", "import", "claim"] as const;

/** POST /api/v1/vehicles/{id}/transfer: the seller names the member who bought the car, and the day of the sale. */
export const vehicleTransferInputSchema = z.object({
  memberNo: coercedIntegerSchema({ error: "Member number is required" }).positive({
    error: "Member number is required",
  }),
  date: isoDaySchema().optional(),
});
export type VehicleTransferInput = z.infer<typeof vehicleTransferInputSchema>;

export const transferStatuses = ["pending", "accepted", "declined", "cancelled"] as const;

/** A car offered from one member to another, as the seller and the buyer see it. */
export const vehicleTransferSchema = z.object({
  id: z.number().int(),
  vehicleId: z.number().int(),
  car: z.string(),
  sellerName: z.string(),
  buyerName: z.string(),
  soldOn: z.string(),
  status: z.enum(transferStatuses),
  createdAt: z.string(),
});
export type VehicleTransfer = z.infer<typeof vehicleTransferSchema>;

/** GET /api/v1/vehicle_transfers: the cars offered to the member, and those the member offered. */
export const vehicleTransfersReplySchema = z.object({
  incoming: z.array(vehicleTransferSchema),
  outgoing: z.array(vehicleTransferSchema),
});

/** One link of a car's chain of owners: a member of the club (by name and number) from one day to another. */
export const ownershipSchema = z.object({
  ownerName: z.string(),
  memberNo: z.number().int().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  source: z.enum(ownershipSources),
});
export type Ownership = z.infer<typeof ownershipSchema>;

/** GET /api/v1/vehicles/{id}/history: the car, its owners (the current one last) and the club's review. */
export const vehicleHistorySchema = z.object({
  vehicleId: z.number().int(),
  car: z.string(),
  status: z.enum(vehicleStatuses),
  ownerships: z.array(ownershipSchema),
});
export type VehicleHistory = z.infer<typeof vehicleHistorySchema>;

/** A serial or engine number as two records of the same car would write it: case, spaces and dashes aside. */
export function identityKey(number: string | null | undefined): string | null {
  const key = (number ?? "").toUpperCase().replace(/[\s\-./]/g, "");
  return key === "" ? null : key;
}
