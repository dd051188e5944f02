import { z } from "zod";
import { coercedIntegerSchema, textSchema } from "./fields.schema.ts";
import { seniorCategories } from "./member.schema.ts";
import type { RenewalWindow } from "./membership.schema.ts";
import { vehicleImageSchema } from "./vehicle.schema.ts";

// spec §9: searches return pages of 500.
export const searchPageSize = 500;

const optionalText = textSchema()
  .trim()
  .max(100)
  .optional()
  .transform((value) => value || undefined);
const optionalNumber = z.preprocess(
  (value) => (value === "" ? undefined : value),
  coercedIntegerSchema().optional(),
);
const order = z.enum(["asc", "desc"]).default("asc");
const page = coercedIntegerSchema().min(1).default(1);

/** GET /api/v1/members/search (spec §7); all filters optional. */
export const memberSearchQuerySchema = z.object({
  firstName: optionalText,
  lastName: optionalText,
  email: optionalText,
  city: optionalText,
  country: optionalText,
  state: optionalText,
  region: optionalText,
  sort: z.enum(["last_name", "member_no"]).default("last_name"),
  order,
  page,
});
export type MemberSearchQuery = z.output<typeof memberSearchQuerySchema>;

// spec §9: report and administrator-search filters.
export const regionalStatusFilters = [
  "all_members",
  "current_members",
  "renewed_members",
  "not_renewed_members",
] as const;
export type RegionalStatusFilter = (typeof regionalStatusFilters)[number];

export const adminSearchMessages = {
  regionRequired: "Regional Select is required",
  statusRequired: "You must select the regional membership status",
  filterRequired: "Filter Options is required",
  sectionRequired: "Export Sections is required",
} as const;

/** The administrator member search: a region and a regional membership status are required (spec §5). */
export const adminMemberSearchQuerySchema = memberSearchQuerySchema.extend({
  region: textSchema({ error: adminSearchMessages.regionRequired })
    .trim()
    .min(1, adminSearchMessages.regionRequired),
  regionalMemberStatus: z.enum(regionalStatusFilters, { error: adminSearchMessages.statusRequired }),
});

/**
 * A found member. Issue 30: to another member, the e-mail, street address, postal code and phones a member hides
 * are null (privacy.rules.ts, contactAsOthersSeeIt); the member's own record comes as it is.
 */
export const memberSearchResultSchema = z.object({
  memberNo: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  /** An ISO 3166-2 code ("US-IL"), as the search filters take it. */
  state: z.string().nullable(),
  /** The state's name ("Illinois"), for people to read. */
  stateName: z.string().nullable(),
  zipCode: z.string().nullable(),
  cellPhone: z.string().nullable(),
  residentialPhone: z.string().nullable(),
  associate: z.string().nullable(),
  nationalExpirationDate: z.iso.date().nullable(),
  regionalMemberships: z.array(z.string()),
  vehiclesCount: z.number().int(),
  /**
   * Issue 40: which contact details the member keeps from the reader (the visibility rule's contactHiddenFrom), so
   * the results and the page say "Not shown" for those, never the dash or "None given" of a detail left empty.
   */
  hidden: z.object({ email: z.boolean(), address: z.boolean(), phones: z.boolean() }),
});
export type MemberSearchResult = z.infer<typeof memberSearchResultSchema>;

/** total: members matching; totalRecords: members in the directory (docs/decisions.md). */
export const memberSearchReplySchema = z.object({
  results: z.array(memberSearchResultSchema),
  total: z.number().int(),
  totalRecords: z.number().int(),
});

/** GET /api/v1/vehicles/search (spec §7). */
export const vehicleSearchQuerySchema = z.object({
  makeId: optionalNumber,
  model: optionalText,
  year: optionalNumber,
  cylinders: optionalNumber,
  bodyStyle: optionalText,
  bodyMaker: optionalText,
  bodyNumber: optionalText,
  engineNumber: optionalText,
  serialNumber: optionalText,
  seniorNumber: optionalText,
  sort: z.enum(["year", "model"]).optional(),
  order,
  page,
});
export type VehicleSearchQuery = z.output<typeof vehicleSearchQuerySchema>;

export const vehicleSearchResultSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  numberOfCylinders: z.number().int(),
  bodyStyle: z.string().nullable(),
  bodyMaker: z.string().nullable(),
  seniorCategory: z.enum(seniorCategories),
  seniorNumber: z.string().nullable(),
  /** The owner's name; null when the owner is not listed in the directory (issue 30), unless the reader is the owner. */
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** The signed thumbnail of the car's main photo (its first); null without one, or before the club approved it. */
  thumbnailUrl: z.string().nullable(),
});

export const vehicleSearchReplySchema = z.object({
  results: z.array(vehicleSearchResultSchema),
  total: z.number().int(),
  totalRecords: z.number().int(),
});

/**
 * "Renewed {year}" (spec §9): the window end year, plus one from June on, when renewals for the next year
 * are under way.
 */
export function renewedYear(today: string, window: RenewalWindow): number {
  const endYear = Number(window.end.slice(0, 4));
  return Number(today.slice(5, 7)) >= 6 ? endYear + 1 : endYear;
}

export function regionalStatusLabel(filter: RegionalStatusFilter, year: number): string {
  return {
    all_members: "All",
    current_members: "Current",
    renewed_members: `Renewed ${year}`,
    not_renewed_members: "Not Renewed",
  }[filter];
}

export const exportSections = ["all_member_data", "mailing_list", "cars"] as const;
export const exportSectionLabels = {
  all_member_data: "All Member Data",
  mailing_list: "Mailing List",
  cars: "Cars",
} as const;

export const reportQuerySchema = z.object({
  region: textSchema({ error: adminSearchMessages.regionRequired })
    .trim()
    .min(1, adminSearchMessages.regionRequired),
  filterOption: z.enum(regionalStatusFilters, { error: adminSearchMessages.filterRequired }),
  exportSelection: z.enum(exportSections, { error: adminSearchMessages.sectionRequired }),
});

/** Available regions, keyed by region name (spec §3). */
export const availableRegionsSchema = z.record(
  z.string(),
  z.object({
    administrator: z.boolean(),
    /** Issue 42: the member is the region's own director today, who proposes its officers. */
    director: z.boolean(),
    regionCode: z.string(),
  }),
);

/** A car as the directory shows it on a member's page. */
export const directoryVehicleSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  bodyStyle: z.string().nullable(),
  bodyMaker: z.string().nullable(),
  numberOfCylinders: z.number().int(),
  approvedByCommittee: z.boolean(),
});

/** GET /api/v1/members/{memberNo}/search_profile (spec §3): the result fields plus membership and cars. */
export const memberSearchProfileSchema = memberSearchResultSchema.extend({
  country: z.string().nullable(),
  countryName: z.string().nullable(),
  duesExpire: z.iso.date().nullable(),
  nationalPlanName: z.string().nullable(),
  yearJoined: z.number().int().nullable(),
  vehicles: z.array(directoryVehicleSchema),
});
export type MemberSearchProfile = z.infer<typeof memberSearchProfileSchema>;

/** GET /api/v1/vehicles/{id}/search_profile: the car and its owner. */
export const vehicleSearchProfileSchema = vehicleSearchResultSchema
  .omit({ firstName: true, lastName: true, thumbnailUrl: true })
  .extend({
    /** The car's photos in order, signed; none before the club approved the car. */
    photos: z.array(vehicleImageSchema),
    engineNumber: z.string().nullable(),
    bodyNumber: z.string().nullable(),
    serialNumber: z.string().nullable(),
    newCoachWork: z.boolean(),
    altered: z.boolean(),
    approvedByCommittee: z.boolean(),
    /**
     * The owner; null when they are not listed in the directory (issue 30), unless the reader is the owner. Their
     * e-mail is null when they hide it from other members.
     */
    member: z
      .object({
        memberNo: z.number().int(),
        firstName: z.string(),
        lastName: z.string(),
        city: z.string().nullable(),
        state: z.string().nullable(),
        stateName: z.string().nullable(),
        country: z.string().nullable(),
        countryName: z.string().nullable(),
        email: z.string().nullable(),
      })
      .nullable(),
  });
