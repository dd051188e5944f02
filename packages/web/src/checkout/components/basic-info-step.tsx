import type { ProfileFormInput } from "@club/domain/member.schema";
import { ProfileFormFields } from "../../profile-form/profile-form-fields.tsx";
import { useProfileForm } from "../../profile-form/use-profile-form.ts";
import { useKeepTyped } from "../wizard/use-keep-typed.ts";
import { WizardButtons } from "./wizard-buttons.tsx";

interface BasicInfoStepProps {
  values: ProfileFormInput;
  /** Each change, for the wizard to keep across a reload. */
  onType?: (values: ProfileFormInput) => void;
  onNext: (values: ProfileFormInput) => void;
  onCancel: () => void;
  /** The renewal shows the publication preference disabled, as the profile does (spec §5). */
  publicationsLockedNote?: string;
}

// spec §3, §5: step 1, the profile form; errors show for touched fields only.
export function BasicInfoStep({
  values,
  onType,
  onNext,
  onCancel,
  publicationsLockedNote,
}: BasicInfoStepProps) {
  const form = useProfileForm(values);
  useKeepTyped(form, onType);
  const onSubmit = form.handleSubmit(() => onNext(form.getValues()));

  return (
    <form onSubmit={onSubmit} noValidate>
      <ProfileFormFields form={form} publicationsLockedNote={publicationsLockedNote} />
      <WizardButtons backLabel="Cancel" onBack={onCancel} />
    </form>
  );
}
