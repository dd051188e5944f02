import { z } from "zod";
import { requiredLine, singleLineTextSchema } from "./fields.schema.ts";

// spec §3: publication delivery options.
export const publicationPreferences = {
  0: "All publications in print by mail",
  1: "Print magazine by mail and bulletin by email",
  2: "All publications digital by email",
} as const;

export const seniorCategories = ["None", "Senior", "Senior Premier"] as const;

const optionalText = z.string().nullable();

/** The member's own record as GET /api/v1/members/profile returns it (spec §3). */
export const profileSchema = z.object({
  id: z.number().int(),
  memberNo: z.number().int(),
  prefix: optionalText,
  firstName: z.string(),
  lastName: z.string(),
  suffix: optionalText,
  company: optionalText,
  email: z.string(),
  addressLine1: optionalText,
  addressLine2: optionalText,
  city: optionalText,
  state: optionalText,
  zipCode: optionalText,
  country: optionalText,
  businessPhone: optionalText,
  cellPhone: optionalText,
  residentialPhone: optionalText,
  publicationPreferences: z.number().int().min(0).max(2),
  referrerName: optionalText,
  seniorCategory: z.enum(seniorCategories).nullable(),
  seniorNumber: optionalText,
});
export type Profile = z.infer<typeof profileSchema>;

/** Every field of the profile a person writes (the record less its ids), in the form's order: the office edits them all. */
export const profileFieldNames = profileSchema.omit({ id: true, memberNo: true }).keyof().options;
export type ProfileFieldName = (typeof profileFieldNames)[number];

// spec §5: the profile form's messages (also step 1, Basic Info, of the join wizard).
export const profileMessages = {
  firstNameRequired: "First Name is required",
  lastNameRequired: "Last Name is required",
  streetAddressRequired: "Street Address is required",
  cityRequired: "City is required",
  stateRequired: "State is required",
  postalCodeRequired: "Postal Code is required",
  countryRequired: "Country is required",
  referrerRequired: "Referrer field is required",
  referrerTooLong: "Referrer field may not exceed 50 characters",
} as const;

export const referrerMaxLength = 50;

/** An optional text field: blank is stored as null. */
const optionalField = (max = 100, tooLong = `may not exceed ${max} characters`) =>
  singleLineTextSchema()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);

const requiredField = (message: string) => requiredLine(message).trim().min(1, message).max(100);

/** The member's own details as the profile form and join step 1 send them (spec §3, §5). */
export const profileFieldsSchema = z.object({
  prefix: optionalField(20),
  firstName: requiredField(profileMessages.firstNameRequired),
  lastName: requiredField(profileMessages.lastNameRequired),
  suffix: optionalField(20),
  company: optionalField(),
  addressLine1: requiredField(profileMessages.streetAddressRequired),
  addressLine2: optionalField(),
  city: requiredField(profileMessages.cityRequired),
  state: requiredField(profileMessages.stateRequired),
  zipCode: requiredField(profileMessages.postalCodeRequired),
  country: requiredField(profileMessages.countryRequired),
  businessPhone: optionalField(30),
  cellPhone: optionalField(30),
  residentialPhone: optionalField(30),
  publicationPreferences: z.number().int().min(0).max(2).default(1),
  referrerName: optionalField(referrerMaxLength, profileMessages.referrerTooLong),
});
export type ProfileFields = z.input<typeof profileFieldsSchema>;

/** The form adds the interface-only "was referred" box; the referrer is required when it is ticked. */
export const profileFormSchema = profileFieldsSchema
  .extend({
    wasReferred: z.boolean().default(false),
    referrerName: singleLineTextSchema()
      .trim()
      .max(referrerMaxLength, profileMessages.referrerTooLong)
      .nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.wasReferred && !value.referrerName) {
      ctx.addIssue({ code: "custom", path: ["referrerName"], message: profileMessages.referrerRequired });
    }
  });
export type ProfileFormInput = z.input<typeof profileFormSchema>;

/** What the form submits: wasReferred is removed, and an unticked referral sends no referrer. */
export function profileFormToFields(form: z.output<typeof profileFormSchema>): ProfileFields {
  const { wasReferred, referrerName, ...fields } = form;
  return { ...fields, referrerName: wasReferred ? (referrerName ?? null) : null };
}

/** PUT /api/v1/members/{id}: the profile as the member may change it; e-mail and publications are the office's. */
export const profileUpdateSchema = profileFieldsSchema.omit({ publicationPreferences: true });
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
