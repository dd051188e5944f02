import { type ImportedProfileField, importedProfileFields } from "@club/domain/import.schema";
import type { MemberRowValues } from "@club/domain/import-row.rules";
import { z } from "zod";
import type { ImportedMemberFields } from "../members/member-import.service.ts";
import type { ImportReference } from "./import-reference.ts";

// Issue 16: what a row makes of a member, new or matched. A matched member changes only in what the import maps;
// the preview shows those changes (before and after), the commit writes them and keeps the values before, which
// undo puts back.

/** The profile fields a row and the members table share: the domain's list, each a row value and a column. */
const profileFields = importedProfileFields satisfies readonly (keyof MemberRowValues &
  keyof ImportedMemberFields)[];

export interface NationalValues {
  nationalPlanId: number;
  duesExpire: string;
  yearJoined: number;
}

export interface RegionalValues {
  regionalPlanId: number;
  duesExpire: string;
  associate: boolean;
}

/** A member as the portal has them, in the parts an import can change. */
export interface MemberState {
  member: { id: number; memberNo: number } & { [K in ImportedProfileField]: ImportedMemberFields[K] | null };
  national: NationalValues | null;
  associate: { firstName: string; lastName: string } | null;
  regions: RegionalValues[];
}

/** What the row wants the member to be: only the parts it maps (a new member gets every part). */
export interface MemberTarget {
  profile: ImportedMemberFields;
  national?: NationalValues;
  associate?: { firstName: string; lastName: string } | null;
  regionalPlanIds?: number[];
}

/** The parts of a matched member as they were before the commit changed them (only the parts it changed). */
export const memberBeforeSchema = z.object({
  member: z.record(z.string(), z.unknown()).optional(),
  national: z
    .object({ nationalPlanId: z.number(), duesExpire: z.string(), yearJoined: z.number() })
    .nullable()
    .optional(),
  associate: z.object({ firstName: z.string(), lastName: z.string() }).nullable().optional(),
  regions: z
    .array(z.object({ regionalPlanId: z.number(), duesExpire: z.string(), associate: z.boolean() }))
    .optional(),
});
export type MemberBefore = z.infer<typeof memberBeforeSchema>;

const membershipKeys = ["nationalPlanId", "lifetime", "duesExpire", "yearJoined"] as const;

const byNumber = (a: number, b: number) => a - b;

export const endOfYear = (today: string) => `${today.slice(0, 4)}-12-31`;

/**
 * The member the row describes, over `existing` when it matched one. A blank e-mail never erases a matched
 * member's address (it is how they sign in); a blank publication preference keeps theirs. A national membership
 * is always given to a new member: the row's plan (a lifetime row on a yearly plan takes the lifelong plan), else
 * the first yearly plan; its dues, else the end of this year; its year joined, else this year.
 */
export function memberTarget(
  values: Partial<MemberRowValues>,
  existing: MemberState | null,
  reference: ImportReference,
  today: string,
): { target: MemberTarget; reasons: string[] } {
  const reasons: string[] = [];
  const profile: Record<string, unknown> = {};
  for (const field of profileFields) {
    if (!(field in values)) continue;
    const value = values[field];
    if (field === "email" && value === "" && existing?.member.email) continue;
    if (field === "publicationPreferences" && value === null) {
      if (!existing) profile[field] = 1;
      continue;
    }
    profile[field] = value ?? null;
  }
  const target: MemberTarget = { profile: profile as ImportedMemberFields };
  if (!existing && (!profile.firstName || !profile.lastName)) {
    reasons.push("A new member needs a first and a last name: map the columns that hold them");
  }

  if (!existing || membershipKeys.some((key) => key in values)) {
    const current = existing?.national ?? null;
    let planId = values.nationalPlanId ?? current?.nationalPlanId ?? null;
    if (values.lifetime === true && !(planId !== null && reference.plans.get(planId)?.lifelong)) {
      planId = reference.lifelongPlanId;
      if (planId === null) reasons.push("Lifetime member, but the club has no lifelong national plan");
    }
    planId ??= reference.defaultPlanId;
    if (planId === null) reasons.push("The club has no national plan to give the member");
    else
      target.national = {
        nationalPlanId: planId,
        duesExpire: values.duesExpire ?? current?.duesExpire ?? endOfYear(today),
        yearJoined: values.yearJoined ?? current?.yearJoined ?? Number(today.slice(0, 4)),
      };
  }
  if ("associate" in values) target.associate = values.associate ?? null;
  if ("regionalPlanIds" in values)
    target.regionalPlanIds = [...new Set(values.regionalPlanIds ?? [])].sort(byNumber);
  return { target, reasons };
}

/** The parts where the target differs from the member as they are, with the values before. */
export function changedParts(existing: MemberState, target: MemberTarget) {
  const profile: Record<string, unknown> = {};
  const before: MemberBefore = {};
  for (const [field, value] of Object.entries(target.profile)) {
    const old = existing.member[field as ImportedProfileField] ?? null;
    if (!sameValue(old, value)) {
      profile[field] = value;
      before.member = { ...before.member, [field]: old };
    }
  }
  const national =
    target.national && !sameNational(existing.national, target.national) ? target.national : undefined;
  if (national) before.national = existing.national;
  const associate =
    target.associate !== undefined && !sameAssociate(existing.associate, target.associate)
      ? { value: target.associate }
      : undefined;
  if (associate) before.associate = existing.associate;
  const currentRegions = existing.regions.map((region) => region.regionalPlanId).sort(byNumber);
  const regionalPlanIds =
    target.regionalPlanIds && !sameValue(currentRegions.join(), target.regionalPlanIds.join())
      ? target.regionalPlanIds
      : undefined;
  if (regionalPlanIds) before.regions = existing.regions;
  const changed = Object.keys(before).length > 0;
  return { changed, profile: profile as ImportedMemberFields, national, associate, regionalPlanIds, before };
}

function sameValue(a: unknown, b: unknown): boolean {
  const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
  return text(a) === text(b);
}

function sameNational(a: NationalValues | null, b: NationalValues): boolean {
  return (
    a !== null &&
    a.nationalPlanId === b.nationalPlanId &&
    a.duesExpire === b.duesExpire &&
    a.yearJoined === b.yearJoined
  );
}

const nameOf = (person: { firstName: string; lastName: string } | null | undefined) =>
  person ? `${person.firstName} ${person.lastName}` : "";

function sameAssociate(
  a: { firstName: string; lastName: string } | null,
  b: { firstName: string; lastName: string } | null,
): boolean {
  return nameOf(a) === nameOf(b);
}

/** The preview's words for each changed field, before and after, keyed by the import's field names. */
export function describeChanges(
  existing: MemberState,
  parts: ReturnType<typeof changedParts>,
  reference: ImportReference,
): { field: string; before: string; after: string }[] {
  const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
  const fields: { field: string; before: string; after: string }[] = [];
  for (const [field, value] of Object.entries(parts.profile)) {
    fields.push({ field, before: text(existing.member[field as ImportedProfileField]), after: text(value) });
  }
  if (parts.national) {
    const before = existing.national;
    const after = parts.national;
    const planTitle = (id: number | undefined) =>
      id === undefined ? "" : (reference.plans.get(id)?.title ?? "");
    if (before?.nationalPlanId !== after.nationalPlanId)
      fields.push({
        field: "nationalPlan",
        before: planTitle(before?.nationalPlanId),
        after: planTitle(after.nationalPlanId),
      });
    if (before?.duesExpire !== after.duesExpire)
      fields.push({ field: "duesExpire", before: text(before?.duesExpire), after: after.duesExpire });
    if (before?.yearJoined !== after.yearJoined)
      fields.push({ field: "yearJoined", before: text(before?.yearJoined), after: String(after.yearJoined) });
  }
  if (parts.associate)
    fields.push({
      field: "associate",
      before: nameOf(existing.associate),
      after: nameOf(parts.associate.value),
    });
  if (parts.regionalPlanIds) {
    const names = (ids: number[]) =>
      ids
        .map((id) => reference.regionNames.get(id) ?? String(id))
        .sort()
        .join(", ");
    fields.push({
      field: "regions",
      before: names(existing.regions.map((region) => region.regionalPlanId)),
      after: names(parts.regionalPlanIds),
    });
  }
  return fields;
}
