import {
  type Profile,
  type ProfileFieldName,
  profileFieldNames,
  publicationPreferences,
} from "@club/domain/member.schema";
import type { OfficeMemberUpdate } from "@club/domain/office.schema";
import { profileFieldLabels } from "../../../profile-form/profile-field-labels.ts";

// The office's profile form (issue 13): every field of the profile, e-mail and publications included, and why.

/**
 * What the form holds: text for every field (a select's value too), as typed; and the code of the actor's
 * authenticator, which moving an office account's e-mail asks for (issue 23).
 */
export type OfficeProfileValues = Record<ProfileFieldName, string> & {
  reason: string;
  twoFactorCode: string;
};

export const officeProfileLabels: Record<string, string> = {
  ...profileFieldLabels,
  email: "Email",
  seniorCategory: "Senior Category",
  seniorNumber: "Senior Number",
  reason: "Reason",
  twoFactorCode: "Code from your authenticator app",
};

/** Fields that cannot be emptied (profileFieldsSchema): an empty one is sent as "" so the schema says so. */
const requiredFields = new Set<ProfileFieldName>([
  "firstName",
  "lastName",
  "email",
  "addressLine1",
  "city",
  "state",
  "zipCode",
  "country",
]);

export function profileToValues(profile: Profile): OfficeProfileValues {
  const values = { reason: "", twoFactorCode: "" } as OfficeProfileValues;
  for (const field of profileFieldNames) {
    const value = profile[field];
    values[field] = value === null || value === undefined ? "" : String(value);
  }
  return values;
}

type FieldValue = string | number | null;

function typedValue(field: ProfileFieldName, text: string): FieldValue {
  if (field === "publicationPreferences") return Number(text);
  const trimmed = text.trim();
  if (trimmed === "" && !requiredFields.has(field)) return null;
  return trimmed;
}

function sameValue(field: ProfileFieldName, typed: FieldValue, stored: FieldValue): boolean {
  if (field === "email" && typeof typed === "string" && typeof stored === "string") {
    return typed.toLowerCase() === stored.trim().toLowerCase();
  }
  const storedValue = typeof stored === "string" && stored.trim() === "" ? null : stored;
  return typed === storedValue;
}

/** Only the fields the office changed, as the PUT sends them (a field left out keeps its value). */
export function changedProfileFields(
  values: OfficeProfileValues,
  profile: Profile,
): Record<string, FieldValue> {
  const changed: Record<string, FieldValue> = {};
  for (const field of profileFieldNames) {
    const typed = typedValue(field, values[field]);
    if (!sameValue(field, typed, profile[field])) changed[field] = typed;
  }
  return changed;
}

/**
 * The PUT /api/v1/office/members/{id} body: the changed fields, the reason if one was given, and the authenticator's
 * code only with a new e-mail (a code left from an e-mail typed and put back would be checked, and spent, for
 * nothing).
 */
export function toMemberUpdate(values: OfficeProfileValues, profile: Profile): OfficeMemberUpdate {
  const member = changedProfileFields(values, profile);
  const reason = values.reason.trim();
  const twoFactorCode = member.email === undefined ? "" : values.twoFactorCode.trim();
  return {
    member,
    ...(reason ? { reason } : {}),
    ...(twoFactorCode ? { twoFactorCode } : {}),
  } as OfficeMemberUpdate;
}

function readable(field: string, value: FieldValue | undefined): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (field === "publicationPreferences") {
    return publicationPreferences[value as keyof typeof publicationPreferences] ?? String(value);
  }
  return String(value);
}

export interface ProfileChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** The changes in words, for the question before saving: "Email: ann@old.example → ann@new.example". */
export function describeProfileChanges(values: OfficeProfileValues, profile: Profile): ProfileChange[] {
  return Object.entries(changedProfileFields(values, profile)).map(([field, after]) => ({
    field,
    label: officeProfileLabels[field] ?? field,
    before: readable(field, profile[field as ProfileFieldName]),
    after: readable(field, after),
  }));
}
