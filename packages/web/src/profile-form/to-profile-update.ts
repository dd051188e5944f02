import {
  type ProfileFormInput,
  type ProfileUpdate,
  profileFormSchema,
  profileFormToFields,
  profileUpdateSchema,
} from "@club/domain/member.schema";

/**
 * The PUT /api/v1/members/{id} body (spec §3, §5): wasReferred is interface-only, and the e-mail and the
 * publication preference are the office's to change; the update schema strips what it does not know.
 */
export function toProfileUpdate(values: ProfileFormInput): ProfileUpdate {
  return profileUpdateSchema.parse(profileFormToFields(profileFormSchema.parse(values)));
}
