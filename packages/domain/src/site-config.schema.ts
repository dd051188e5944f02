import { z } from "zod";
import { paymentConfigSchema } from "./payment-config.schema.ts";

/** The branding and links the browser may know (GET /api/v1/site_config); nothing secret belongs here. */
export const siteConfigSchema = z.object({
  clubName: z.string(),
  clubShortName: z.string(),
  websiteUrl: z.url(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  accentColor: z.string(),
  officeEmail: z.string(),
  officePhone: z.string(),
  /** Where cheques go (issue 25): up to three lines, as the renewal letter prints them. */
  officeAddress: z.string(),
  contactUrl: z.url(),
  payments: paymentConfigSchema,
  /** The convenience fee added to an online payment, in percent (the office's setting; spec §9: 3). */
  convenienceFeePercent: z.number(),
  /** The external event form service: forms at {formsBaseUrl}/{formId}, submissions at …/submission/{id}. */
  formsBaseUrl: z.url(),
  /** spec §2, member resources: where the club keeps these documents. */
  resources: z.object({
    currentPublications: z.url(),
    historicalPublications: z.url(),
    clubTechnicians: z.url(),
    membershipHandbook: z.url(),
  }),
  /** The server refuses more (MAX_VEHICLES_PER_MEMBER, MAX_PHOTOS_PER_VEHICLE); the form says so earlier. */
  vehicleLimits: z.object({
    vehiclesPerMember: z.number().int(),
    photosPerVehicle: z.number().int(),
  }),
  /** Issue 30: the days the office answers a request to leave the club within (ERASURE_ANSWER_DAYS). */
  erasureAnswerDays: z.number().int(),
  /** Issue 40: the club's IANA time zone (the office's setting); the web writes every time in it. */
  clubTimeZone: z.string(),
  /** Issue 43: whether a joiner may skip the password and sign in with codes by e-mail (the office's setting). */
  joinWithoutPassword: z.boolean(),
  /**
   * Issue 44: the marketplace as the office set it: whether it is open (the header's link), shown to the public, its
   * fee in cents, how long a listing lasts and how many one member may have; the form says so before the server does.
   * Plain types, not the settings' schema with its words for the office: every page's first script reads this one.
   */
  marketplace: z.object({
    enabled: z.boolean(),
    public: z.boolean(),
    fee: z.number().int(),
    listingDays: z.number().int(),
    maxActive: z.number().int(),
  }),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
