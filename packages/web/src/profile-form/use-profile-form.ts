import { type ProfileFormInput, profileFormSchema } from "@club/domain/member.schema";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

/** The profile form (spec §5) of the member info page and of step 1 of the join and the renewal. */
export function useProfileForm(values: ProfileFormInput) {
  return useForm({
    resolver: zodResolver(profileFormSchema),
    // spec §8: field errors show for touched fields only.
    mode: "onTouched",
    defaultValues: values,
  });
}

export type ProfileForm = ReturnType<typeof useProfileForm>;
