import type { ProfileFormInput } from "@club/domain/member.schema";
import { ProfileFormFields } from "../../profile-form/profile-form-fields.tsx";
import { useProfileForm } from "../../profile-form/use-profile-form.ts";
import { WizardButtons } from "./wizard-buttons.tsx";

interface BasicInfoStepProps {
  values: ProfileFormInput;
  onNext: (values: ProfileFormInput) => void;
  onCancel: () => void;
  /** The renewal shows the publication preference disabled, as the profile does (spec §5). */
  publicationsLockedNote?: string;
}

// spec §3, §5: step 1, the profile form; errors show for touched fields only.
export function BasicInfoStep({ values, onNext, onCancel, publicationsLockedNote }: BasicInfoStepProps) {
  const form = useProfileForm(values);
  const onSubmit = form.handleSubmit(() => onNext(form.getValues()));

  return (
    <form onSubmit={onSubmit} noValidate>
      <ProfileFormFields form={form} publicationsLockedNote={publicationsLockedNote} />
      <WizardButtons backLabel="Cancel" onBack={onCancel} />
    </form>
  );
}
