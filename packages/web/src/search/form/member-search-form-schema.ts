import { adminSearchMessages } from "@club/domain/search.schema";
import { z } from "zod";

const filter = z.string().trim().max(100);

/** spec §5: every member filter is optional. */
export const memberSearchFormSchema = z.object({
  firstName: filter,
  lastName: filter,
  email: filter,
  city: filter,
  country: filter,
  state: filter,
  region: filter,
  regionalMemberStatus: z.string(),
});

/** spec §5: the administrator search needs a region and a regional membership status. */
export const adminMemberSearchFormSchema = memberSearchFormSchema.extend({
  region: z.string().min(1, adminSearchMessages.regionRequired),
  regionalMemberStatus: z.string().min(1, adminSearchMessages.statusRequired),
});

export type MemberSearchFormValues = z.input<typeof memberSearchFormSchema>;

export const emptyMemberSearchForm: MemberSearchFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  city: "",
  country: "",
  state: "",
  region: "",
  regionalMemberStatus: "",
};
