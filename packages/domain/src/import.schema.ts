import { z } from "zod";
import { idSchema } from "./fields.schema.ts";
import { profileSchema } from "./member.schema.ts";
import { officePageSchema } from "./office.schema.ts";

// Issue 16: bringing a club's roster in from a spreadsheet. The fields a column can be mapped to, and the API's
// shapes. The server proposes a mapping from the file's headers; the office changes any column; the preview says
// what a commit would do; the commit runs as a job; the whole import can be undone.

/** The portal's fields a column of the members sheet can fill. */
export const memberImportFields = [
  "memberNo",
  "prefix",
  "firstName",
  "lastName",
  "fullName",
  "suffix",
  "company",
  "email",
  "addressLine1",
  "addressLine2",
  "city",
  "state",
  "zipCode",
  "country",
  "businessPhone",
  "cellPhone",
  "residentialPhone",
  "publicationPreferences",
  "nationalPlan",
  "duesExpire",
  "lifetime",
  "yearJoined",
  "associate",
  "regions",
] as const;
export type MemberImportField = (typeof memberImportFields)[number];

/** The profile's fields a roster fills, as the members table keeps them: all but the referrer and the senior ones. */
export const importedProfileFields = profileSchema
  .omit({ id: true, memberNo: true, referrerName: true, seniorCategory: true, seniorNumber: true })
  .keyof().options;
export type ImportedProfileField = (typeof importedProfileFields)[number];

/** The fields a column of the cars sheet (or file) can fill. */
export const carImportFields = [
  "ownerMemberNo",
  "ownerName",
  "ownerPlace",
  "acquiredOn",
  "pastOwners",
  "year",
  "make",
  "model",
  "bodyStyle",
  "bodyMaker",
  "engineNumber",
  "bodyNumber",
  "serialNumber",
  "seniorCategory",
  "seniorNumber",
  "approved",
] as const;
export type CarImportField = (typeof carImportFields)[number];

/** Words for the office's mapping screen. */
export const importFieldLabels: Record<MemberImportField | CarImportField, string> = {
  memberNo: "Member number",
  prefix: "Prefix",
  firstName: "First name",
  lastName: "Last name",
  fullName: "Full name (first and last in one column)",
  suffix: "Suffix",
  company: "Company",
  email: "E-mail",
  addressLine1: "Street address",
  addressLine2: "Apt. or suite",
  city: "City",
  state: "State/Province",
  zipCode: "Postal code",
  country: "Country",
  businessPhone: "Business phone",
  cellPhone: "Cell phone",
  residentialPhone: "Home phone",
  publicationPreferences: "Publication preference",
  nationalPlan: "National plan (membership level)",
  duesExpire: "Dues expire",
  lifetime: "Lifetime member",
  yearJoined: "Year joined",
  associate: "Associate (spouse)",
  regions: "Regions",
  ownerMemberNo: "Owner's member number",
  ownerName: "Owner's name (not a member)",
  ownerPlace: "Owner's place (not a member)",
  acquiredOn: "Owner since",
  pastOwners: "Earlier owners",
  year: "Year",
  make: "Make",
  model: "Model",
  bodyStyle: "Body style",
  bodyMaker: "Coachbuilder",
  engineNumber: "Engine number",
  bodyNumber: "Body number",
  serialNumber: "Serial number",
  seniorCategory: "Senior category",
  seniorNumber: "Senior number",
  approved: "Approved",
};

/** A mapping: each column of the file to a field, or null (not imported). */
const mappingSchema = <F extends readonly [string, ...string[]]>(fields: F) =>
  z.record(z.string(), z.enum(fields).nullable());

export const memberMappingSchema = mappingSchema(memberImportFields);
export const carMappingSchema = mappingSchema(carImportFields);
export type MemberMapping = z.infer<typeof memberMappingSchema>;
export type CarMapping = z.infer<typeof carMappingSchema>;

/** PUT /api/v1/office/imports/{id}/mapping. */
export const importMappingInputSchema = z.object({
  mapping: memberMappingSchema,
  carMapping: carMappingSchema.optional(),
});

const sheetSchema = z.object({
  columns: z.array(z.string()),
  /** The first rows as read, cells in the columns' order. */
  sample: z.array(z.array(z.string())),
});

export const importStatuses = [
  /** Issue 41: the file's rows are being stored; nothing can be done with the import until they are. */
  "storing",
  "uploaded",
  /** Issue 41: the job `import-preview` works on the rows; GET …/preview has the preview once it is previewed. */
  "previewing",
  "previewed",
  "committing",
  "committed",
  "undoing",
  "undone",
  "failed",
] as const;

export const importSummarySchema = z.object({
  new: z.number(),
  matched: z.number(),
  changed: z.number(),
  rejected: z.number(),
  duplicates: z.number(),
  carsNew: z.number(),
  carsRejected: z.number(),
  /** Cars already in the portal: the owner's car, or a car of the registry with the row's serial number (issue 27). */
  carsMatched: z.number().default(0),
  /** Earlier owners the matched cars' rows add before their chains (issue 27). */
  ownersAdded: z.number().default(0),
});

/** POST /api/v1/office/imports, GET /api/v1/office/imports/{id}, and every write's answer. */
export const importSchema = z.object({
  id: idSchema(),
  fileName: z.string(),
  status: z.enum(importStatuses),
  /** The members sheet's columns; none for a registry file of cars alone (issue 27), whose `rows` are 0. */
  columns: z.array(z.string()),
  mapping: memberMappingSchema,
  sample: z.array(z.array(z.string())),
  rows: z.number(),
  cars: sheetSchema.extend({ mapping: carMappingSchema, rows: z.number() }).nullable(),
  summary: importSummarySchema.nullable(),
  /** The commit's or the undo's progress. */
  progress: z.object({ done: z.number(), total: z.number() }),
  error: z.string().nullable(),
  createdAt: z.string(),
  /** When a run of the commit took it up again where another had stopped mid-way (its process stopped). */
  resumedAt: z.string().nullable(),
  committedAt: z.string().nullable(),
  undoneAt: z.string().nullable(),
  /**
   * Issue 39: the cars the undo left in the registry because they have a history since the import (an offer, a
   * claim, an event entry); 0 before an undo.
   */
  carsKept: z.number(),
  /** Invitations to claim the accounts: queued, sent, claimed. */
  invitations: z.object({ queued: z.number(), sent: z.number(), claimed: z.number(), letters: z.number() }),
});
export type ImportView = z.infer<typeof importSchema>;

/** GET /api/v1/office/imports?page=: the newest first, 50 a page. */
export const importListSchema = officePageSchema(importSchema);
export type ImportList = z.infer<typeof importListSchema>;

/** POST /api/v1/office/imports/{id}/preview. */
export const importPreviewSchema = z.object({
  summary: importSummarySchema,
  /** Each rejected or duplicate row with its reasons, in file order (the first 500; all are in the CSV). */
  rejected: z.array(
    z.object({ sheet: z.enum(["members", "cars"]), row: z.number(), reasons: z.array(z.string()) }),
  ),
  /** Matched members whose fields the import would change, with the values before and after (the first 500). */
  changes: z.array(
    z.object({
      row: z.number(),
      memberNo: z.number(),
      name: z.string(),
      fields: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
    }),
  ),
  /**
   * Issue 27: car rows whose serial number is a car already in the registry, with what they add to it: earlier
   * owners (by name, oldest first) and numbers it lacks; `notes` are what the office should look at, such as a
   * different current owner, which the import does not apply (the first 500).
   */
  matchedCars: z.array(
    z.object({
      row: z.number(),
      vehicleId: z.number(),
      car: z.string(),
      pastOwners: z.array(z.string()),
      numbers: z.array(z.enum(["engineNumber", "bodyNumber"])),
      notes: z.array(z.string()),
    }),
  ),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** POST /api/v1/office/imports/{id}/invitations: how many e-mails go out an hour (letters are printed at once). */
export const invitationsInputSchema = z.object({
  perHour: z.number().int().min(1).max(5000).default(200),
});

export const claimMessages = {
  tokenRequired: "The claim link or code is missing",
  invalid: "This claim link or code is not valid. Check the code, or ask the club office for a new one.",
  expired: "This claim link has expired. Please ask the club office for a new one.",
  used: "This account has already been claimed. Please sign in with your e-mail address and password.",
};
