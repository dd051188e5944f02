import { z } from "zod";
import { myArchiveMentionSchema } from "./archive.schema.ts";
import { classicPetitionSchema } from "./classics.schema.ts";
import { myCommitteeTermSchema } from "./committee.schema.ts";
import { myNominationsDataSchema } from "./election.schema.ts";
import { myVoterRollSchema } from "./election-roll.schema.ts";
import { registrationSchema } from "./event.schema.ts";
import { judgeSchema, ownScoreSheetsSchema } from "./judging.schema.ts";
import { myListingsDataSchema } from "./listing.schema.ts";
import { profileSchema } from "./member.schema.ts";
import { memberPaymentsSchema } from "./member-payments.schema.ts";
import { membershipDetailsSchema } from "./membership.schema.ts";
import { officerTermSchema } from "./officer-terms.schema.ts";
import { signInMethods } from "./own-profile.schema.ts";
import { passkeySchema } from "./passkey.schema.ts";
import { consentEventSchema, privacyChoicesSchema } from "./privacy.schema.ts";
import { vehicleSchema } from "./vehicle.schema.ts";
import {
  claimOnYourCarSchema,
  garageRemovalReasons,
  ownershipSources,
  vehicleClaimSchema,
  vehicleHistorySchema,
} from "./vehicle-registry.schema.ts";
import { ownVolunteeringSchema } from "./volunteer.schema.ts";
import { myWalletPassSchema } from "./wallet.schema.ts";

// Issue 30: everything the portal holds about the signed-in member, for them to keep (GET /api/v1/members/my_data and
// its ZIP of CSVs). Each section is what the member's own page of that area shows, so the two cannot tell apart.

/** The member's own row, all of it but the password: the profile, the associate, and the account's dates. */
export const myRecordSchema = profileSchema.extend({
  associate: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  accountCreatedAt: z.iso.datetime(),
  /** When they followed an announcement's unsubscribe link; null: bulk mail still goes to them. */
  bulkMailOptOutAt: z.iso.datetime().nullable(),
  resignedOn: z.iso.date().nullable(),
});
export type MyRecord = z.infer<typeof myRecordSchema>;

/** A message the portal sent them: when, about what, and whether it went; never its text (a reset link is in it). */
export const myMailSchema = z.object({
  subject: z.string(),
  status: z.enum(["pending", "sending", "sent", "failed", "bounced"]),
  queuedAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type MyMail = z.infer<typeof myMailSchema>;

/** A message relayed through the portal to or from them: only its day and way, as the portal keeps no text. */
export const myRelayedMessageSchema = z.object({
  direction: z.enum(["sent", "received"]),
  at: z.iso.datetime(),
});

/** A signed-in session: when and how it began, was last used and ends. The portal keeps no device or address. */
export const mySessionSchema = z.object({
  signedInAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  rememberMe: z.boolean(),
  signedInWith: z.enum(signInMethods),
});
export type MySession = z.infer<typeof mySessionSchema>;

/**
 * Issue 40: a car the member owned once and no longer has (sold, given up), with their own times with it: not its
 * later owners, who are other people's data.
 */
export const formerCarSchema = z.object({
  vehicleId: z.number().int(),
  car: z.string(),
  ownerships: z.array(
    z.object({
      from: z.iso.date().nullable(),
      to: z.iso.date().nullable(),
      endedHow: z.enum(garageRemovalReasons).nullable(),
      source: z.enum(ownershipSources),
    }),
  ),
});
export type FormerCar = z.infer<typeof formerCarSchema>;

/** Issue 40: a score sheet the member filled in as a judge: the meet, the class, the car, and what they wrote. */
export const judgedSheetSchema = z.object({
  eventTitle: z.string(),
  eventDate: z.iso.date(),
  classCode: z.string(),
  car: z.string().nullable(),
  deductions: z.record(z.string(), z.number()),
  totalDeducted: z.number(),
  notes: z.string().nullable(),
  disqualifiedBy: z.string().nullable(),
  savedAt: z.iso.datetime(),
});
export type JudgedSheet = z.infer<typeof judgedSheetSchema>;

/** Issue 42: a term of theirs as an officer of a region. */
export const myOfficerTermSchema = officerTermSchema
  .pick({ regionCode: true, startsOn: true, endsOn: true, state: true })
  .extend({
    office: z.string(),
    /** Issue 42: a zone's office: the zone's name (and no region code); null for a region's. */
    zone: z.string().nullable(),
  });

export const myRegionPostSchema = z.object({
  regionCode: z.string(),
  title: z.string(),
  body: z.string(),
  membersOnly: z.boolean(),
  publishedAt: z.string(),
});

export const myDataSchema = z.object({
  exportedAt: z.iso.datetime(),
  profile: myRecordSchema,
  membership: membershipDetailsSchema,
  /** Invoices paid (and refunded) with their payments and refunds, and the one owed now. */
  payments: memberPaymentsSchema,
  /** Their cars (and their associate's), each with its history as GET /vehicles/{id}/history gives it. */
  cars: z.array(vehicleSchema.extend({ history: vehicleHistorySchema })),
  /** Issue 40: the cars they owned once and no longer have. */
  formerCars: z.array(formerCarSchema),
  /** Every registration, cancelled ones too, with the car's score sheets once the meet's results are published. */
  registrations: z.array(registrationSchema.extend({ scoreSheets: ownScoreSheetsSchema.nullable() })),
  mail: z.array(myMailSchema),
  privacyChoices: privacyChoicesSchema,
  /** The consent log, newest first. */
  consents: z.array(consentEventSchema),
  relayedMessages: z.array(myRelayedMessageSchema),
  sessions: z.array(mySessionSchema),
  /** Issue 43: their passkeys, by the names they gave them: when each was added and last used (no key material). */
  passkeys: z.array(passkeySchema.omit({ id: true })),
  /**
   * Issue 39: the claims they made on cars, with their papers' names, and the answers they wrote to claims on their
   * cars (not who claimed).
   */
  claims: z.object({ made: z.array(vehicleClaimSchema), answers: z.array(claimOnYourCarSchema) }),
  /** Issue 39: their petitions to the Full Classic list, with the office's decisions. */
  petitions: z.array(classicPetitionSchema),
  /** Issue 39: their record on the judges' roster; null when they are not on it. */
  judge: judgeSchema.nullable(),
  /** Issue 40: the score sheets they filled in as a judge, at any meet. */
  judgedSheets: z.array(judgedSheetSchema),
  /** Issue 42: the offices they held, hold, were proposed for or will hold in the regions. */
  officerTerms: z.array(myOfficerTermSchema),
  /** Issue 42: the news posts they wrote as a region's editor (kept by the region, unsigned, when they leave). */
  regionPosts: z.array(myRegionPostSchema),
  /** Issue 43: their membership card in a phone's wallet, and when each phone asked for its changes; null: none. */
  walletPass: myWalletPassSchema.nullable(),
  /** Issue 44: their marketplace listings, and the sellers they wrote to and listings they reported. */
  marketplace: myListingsDataSchema,
  /** Issue 45: the archive's pages they suggested for cars, and the links of pages to their cars they decided. */
  archivePages: z.array(myArchiveMentionSchema),
  /** Issue 46: the committees they served, serve or will serve on, with their role and days. */
  committeeTerms: z.array(myCommitteeTermSchema),
  /** Issue 46: the roles they signed up for at meets. */
  volunteering: z.array(ownVolunteeringSchema),
  /** Issue 46: their nominations in elections (of them, and those they made). */
  nominations: myNominationsDataSchema,
  /** Issue 46: the elections' rolls they were on, whether and how they voted (never how they voted in choices). */
  voterRolls: z.array(myVoterRollSchema),
});
export type MyData = z.infer<typeof myDataSchema>;
