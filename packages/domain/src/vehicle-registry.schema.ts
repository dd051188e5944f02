import { z } from "zod";
import { archiveMentionSchema } from "./archive.schema.ts";
import {
  coercedIntegerSchema,
  isoDaySchema,
  multiLineTextSchema,
  singleLineTextSchema,
} from "./fields.schema.ts";
import { visibilityMessages } from "./member-visibility.rules.ts";
import { vehicleStatuses } from "./vehicle.schema.ts";

// Issue 27: the car's own record. A car keeps a chain of ownerships (who, from, to, how it is known), and passes
// from one member's garage to another's by a transfer the seller records and the buyer accepts.

export const claimDocumentMaxBytes = 10 * 1024 * 1024;
export const claimDocumentMaxCount = 5;

export const registryMessages = {
  /** Issue 39: one answer for an unknown number, a wrong name and a member no car can be offered to. */
  buyerUnknown:
    "We could not offer the car to this member: check the member number and the last name with the buyer",
  buyerLastNameRequired: "Give the buyer's last name",
  buyerRequired: "Give the buyer's member number, or their name if they are not a member",
  buyerTwice: "Give the buyer's member number or their name, not both",
  buyerIsSeller: "You already own this car",
  transferPending: "This car is already offered to a member: wait for their answer",
  transferGone: "The seller no longer has this car",
  /** An owner whose record was deleted (an abandoned join) or erased: the link of the chain stays, nameless. */
  formerMember: visibilityMessages.formerMember,
  /**
   * Issue 39: the car is not named (its make, year or owner would confirm a car the member may not see); only a
   * member in good standing is offered the claim.
   */
  duplicateIdentity: (field: "serial" | "engine", mayClaim: boolean) =>
    `A car with this ${field} number is already in the club's registry. ` +
    (mayClaim
      ? "If it is yours, you may claim it: the club office will look at your papers."
      : "Claiming a car already in the registry is for members in good standing: once your membership is paid " +
        "or renewed, you may claim it with your papers."),
  claimUnpaid:
    "Claiming a car is for members in good standing. Your membership has not started yet because its payment has " +
    "not been received: please pay your membership dues first.",
  claimLapsed:
    "Claiming a car is for members in good standing. Your membership has lapsed because its dues have expired: " +
    "please renew your membership first.",
  claimOwnCar: "This car is already in your garage",
  claimPending: "You have already claimed this car: the club office will answer",
  claimDecided: "This claim was already decided",
  // Issue 39: of two claims on one car only one is approved; the others close with it.
  claimClosed: "This claim was closed when the office approved another member's claim on this car",
  claimClosedReason: "The club office approved another member's claim on this car, with their papers",
  // Issue 39: a claim still waiting when its member leaves the club (erasure) closes too.
  claimClosedMemberLeft: "The member who made this claim left the club",
  claimOutdated:
    "The car changed hands after this claim was made: reject it, and the member may claim the car again",
  disputedCar: "A claim on this car waits: decide it at Car claims first",
  documentType: "Papers must be PDF, JPEG or PNG files",
  documentTooLarge: `Each paper may be up to ${claimDocumentMaxBytes / 1024 / 1024} MB`,
  tooManyDocuments: `Send at most ${claimDocumentMaxCount} papers`,
  saleInFuture: "The day of the sale cannot be after today",
  saleBeforeOwnership: (since: string) => `The day of the sale cannot be before you had the car (${since})`,
} as const;

/** How an ownership is known: registered by its owner, passed on by a transfer, or brought in by the office. */
export const ownershipSources = ["registered", "transfer", "import", "claim"] as const;

/**
 * POST /api/v1/vehicles/{id}/transfer: the seller names the member who bought the car by number and last name
 * (`memberNo`, `buyerLastName`: issue 39, the seller must already know both), or, for a sale outside the club, the
 * buyer's name (and place); and the day of the sale.
 */
export const vehicleTransferInputSchema = z
  .object({
    memberNo: coercedIntegerSchema({ error: registryMessages.buyerRequired })
      .positive({ error: registryMessages.buyerRequired })
      .optional(),
    buyerLastName: singleLineTextSchema().trim().max(120).optional(),
    buyerName: singleLineTextSchema().trim().max(120).optional(),
    buyerPlace: singleLineTextSchema().trim().max(120).optional(),
    date: isoDaySchema().optional(),
  })
  .superRefine((value, ctx) => {
    const named = value.buyerName !== undefined && value.buyerName !== "";
    if ((value.memberNo === undefined) !== named)
      ctx.addIssue({
        code: "custom",
        path: ["memberNo"],
        message: named ? registryMessages.buyerTwice : registryMessages.buyerRequired,
      });
    else if (value.memberNo !== undefined && !value.buyerLastName)
      ctx.addIssue({
        code: "custom",
        path: ["buyerLastName"],
        message: registryMessages.buyerLastNameRequired,
      });
  });
export type VehicleTransferInput = z.infer<typeof vehicleTransferInputSchema>;

export const transferStatuses = ["pending", "accepted", "declined", "cancelled"] as const;

/**
 * A car offered from one member to another, as the seller and the buyer see it; a sale outside the club is recorded
 * at once (accepted, `buyerMemberNo` null).
 */
export const vehicleTransferSchema = z.object({
  id: z.number().int(),
  vehicleId: z.number().int(),
  car: z.string(),
  sellerName: z.string(),
  buyerName: z.string(),
  buyerMemberNo: z.number().int().nullable(),
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

/** Issue 39: how a car left its owner's garage without a sale to a member (vehicle-transfer.rules.ts). */
export const garageRemovalReasons = ["sold_outside", "destroyed", "unknown"] as const;

/**
 * One link of a car's chain of owners from one day to another: a member of the club (by name and number), or
 * someone outside it (by name, and place when known; `memberNo` null).
 */
export const ownershipSchema = z.object({
  /** The owner as the reader may see them (issue 39): a name, "A club member" or "A former member". */
  ownerName: z.string(),
  /** A member of the club (or a former one), not someone outside it: a member not named has no number either. */
  clubMember: z.boolean(),
  memberNo: z.number().int().nullable(),
  place: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** Issue 39: how the ownership ended when its owner removed the car from their garage; null otherwise. */
  endedHow: z.enum(garageRemovalReasons).nullable(),
  source: z.enum(ownershipSources),
});
export type Ownership = z.infer<typeof ownershipSchema>;

/** Where a car stands in the registry: disputed while the office weighs a claim on it. */
export const registryStatuses = ["active", "destroyed", "disputed"] as const;

export const identifierFields = ["serialNumber", "engineNumber", "bodyNumber"] as const;
export const identifierSourceKinds = ["owner", "documents", "factory"] as const;

/** Where each of a car's numbers came from, and who at the office verified it (and when). */
export const vehicleIdentifierSourcesSchema = z.partialRecord(
  z.enum(identifierFields),
  z.object({
    source: z.enum(identifierSourceKinds),
    verifiedBy: z.string().nullable(),
    verifiedOn: z.string().nullable(),
  }),
);
export type VehicleIdentifierSources = z.infer<typeof vehicleIdentifierSourcesSchema>;

/** An event the car was registered for. */
export const vehicleEventSchema = z.object({ name: z.string(), date: z.string().nullable() });

/** Issue 29: an award the car earned at a judged meet, once its results were published. */
export const vehicleAwardSchema = z.object({
  eventTitle: z.string(),
  date: z.string(),
  award: z.string(),
  score: z.number(),
});
export type VehicleAward = z.infer<typeof vehicleAwardSchema>;

/**
 * GET /api/v1/vehicles/{id}/history: the car, its owners (the current one last), the events it was brought to, the
 * awards it earned there and the club's review. `numbers` is null for a reader the owner has not shown them to.
 */
export const vehicleHistorySchema = z.object({
  vehicleId: z.number().int(),
  car: z.string(),
  status: z.enum(vehicleStatuses),
  registryStatus: z.enum(registryStatuses),
  /** False once the car was sold outside the club: it stays in the registry, in no member's garage. */
  inGarage: z.boolean(),
  numbers: z
    .object({
      serialNumber: z.string().nullable(),
      engineNumber: z.string().nullable(),
      bodyNumber: z.string().nullable(),
      sources: vehicleIdentifierSourcesSchema,
    })
    .nullable(),
  ownerships: z.array(ownershipSchema),
  events: z.array(vehicleEventSchema),
  awards: z.array(vehicleAwardSchema),
  /**
   * Issue 45: the archive's pages that mention the car: confirmed ones to every reader (one found by the serial
   * number only where the reader may see the numbers), and those waiting for a decision to the owner and the office.
   */
  archivePages: z.array(archiveMentionSchema),
});
export type VehicleHistory = z.infer<typeof vehicleHistorySchema>;

/** Issue 39: closed, when the office approved another member's claim on the same car, or the claimant left the club. */
export const claimStatuses = ["pending", "approved", "rejected", "closed"] as const;
export const claimDocumentTypes = ["application/pdf", "image/jpeg", "image/png"] as const;

/** POST /api/v1/vehicles/{id}/claims (multipart): why the car is the member's, with up to 5 papers (`documents`). */
export const vehicleClaimInputSchema = z.object({
  note: multiLineTextSchema({ error: "Note is required" })
    .trim()
    .min(1, { error: "Note is required" })
    .max(2000),
});
export type VehicleClaimInput = z.infer<typeof vehicleClaimInputSchema>;

/** A member's claim on a car, as the member sees it. */
export const vehicleClaimSchema = z.object({
  id: z.number().int(),
  vehicleId: z.number().int(),
  car: z.string(),
  note: z.string(),
  status: z.enum(claimStatuses),
  reason: z.string().nullable(),
  documents: z.array(z.object({ id: z.number().int(), fileName: z.string() })),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type VehicleClaim = z.infer<typeof vehicleClaimSchema>;

/**
 * Issue 39: a claim on one of the member's own cars, waiting for the office, as its owner sees it: that someone
 * claims the car (not who, nor their papers), and the owner's answer for the office.
 */
export const claimOnYourCarSchema = z.object({
  id: z.number().int(),
  vehicleId: z.number().int(),
  car: z.string(),
  createdAt: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type ClaimOnYourCar = z.infer<typeof claimOnYourCarSchema>;

/** POST /api/v1/vehicle_claims/{id}/answer (issue 39): the owner's answer to a claim on their car. */
export const claimAnswerInputSchema = z.object({
  answer: multiLineTextSchema({ error: "Answer is required" })
    .trim()
    .min(1, { error: "Answer is required" })
    .max(2000),
});
export type ClaimAnswerInput = z.infer<typeof claimAnswerInputSchema>;

/** GET /api/v1/vehicle_claims: the member's claims, newest first, and the claims waiting on their own cars. */
export const vehicleClaimsReplySchema = z.object({
  claims: z.array(vehicleClaimSchema),
  onYourCars: z.array(claimOnYourCarSchema),
});

/** A claim in the office's queue: who claims, who has the car now, the car's numbers and the papers. */
export const officeVehicleClaimSchema = vehicleClaimSchema.extend({
  claimant: z.object({ memberNo: z.number().int(), name: z.string() }),
  currentOwner: z.object({ memberNo: z.number().int().nullable(), name: z.string() }).nullable(),
  numbers: z.object({
    serialNumber: z.string().nullable(),
    engineNumber: z.string().nullable(),
    bodyNumber: z.string().nullable(),
  }),
  /** Signed links to each paper, good for an hour. */
  documents: z.array(z.object({ id: z.number().int(), fileName: z.string(), url: z.string() })),
  /** Issue 39: what the owner the claim was made against answered, if they did. */
  ownerAnswer: z.object({ text: z.string(), answeredAt: z.string() }).nullable(),
});
export type OfficeVehicleClaim = z.infer<typeof officeVehicleClaimSchema>;

export const officeVehicleClaimQuerySchema = z.object({ status: z.enum(claimStatuses).default("pending") });

/** GET /api/v1/office/vehicle_claims: the claims of one status, with every status's count. */
export const officeVehicleClaimListSchema = z.object({
  claims: z.array(officeVehicleClaimSchema),
  counts: z.record(z.enum(claimStatuses), z.number().int()),
});

/** POST /office/vehicle_claims/{id}/approve (reason optional) or /reject (reason required). */
export const claimDecisionSchema = z.object({
  reason: multiLineTextSchema().trim().max(1000).optional(),
});
export const claimRejectionSchema = z.object({
  reason: multiLineTextSchema({ error: "Reason is required" })
    .trim()
    .min(1, { error: "Reason is required" })
    .max(1000),
});

/** A serial or engine number as two records of the same car would write it: case, spaces and dashes aside. */
export function identityKey(number: string | null | undefined): string | null {
  const key = (number ?? "").toUpperCase().replace(/[\s\-./]/g, "");
  return key === "" ? null : key;
}
