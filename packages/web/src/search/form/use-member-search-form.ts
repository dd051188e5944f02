import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  adminMemberSearchFormSchema,
  emptyMemberSearchForm,
  type MemberSearchFormValues,
  memberSearchFormSchema,
} from "./member-search-form-schema.ts";

/** The member search form (spec §5), or the administrator's, which needs a region and a status. */
export function useMemberSearchForm(values: Partial<MemberSearchFormValues> = {}, admin = false) {
  return useForm<MemberSearchFormValues>({
    resolver: zodResolver(admin ? adminMemberSearchFormSchema : memberSearchFormSchema),
    // spec §8: field errors show for touched fields only.
    mode: "onTouched",
    defaultValues: { ...emptyMemberSearchForm, ...values },
  });
}
