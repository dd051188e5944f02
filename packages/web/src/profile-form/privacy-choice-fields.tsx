import type { PrivacyChoices } from "@club/domain/privacy.rules";
import { Checkbox, Stack } from "@mantine/core";

// Issue 30: the member's five choices of who sees what, asked on their profile and when they join.

export const privacyChoiceLabels: Record<keyof PrivacyChoices, string> = {
  showInDirectory: "Show me in the members' directory",
  showAddress: "Show my street address (your city and state are always shown)",
  showPhones: "Show my phone numbers",
  showEmail: "Show my e-mail address (members can still write to you through the portal)",
  allowClubMail: "My region may send me letters by post",
};

const choiceNames = Object.keys(privacyChoiceLabels) as (keyof PrivacyChoices)[];

interface PrivacyChoiceFieldsProps {
  value: PrivacyChoices;
  onChange: (value: PrivacyChoices) => void;
  disabled?: boolean;
}

/** The five boxes, each a large target with its whole sentence as its label. */
export function PrivacyChoiceFields({ value, onChange, disabled }: PrivacyChoiceFieldsProps) {
  return (
    <Stack gap="md">
      {choiceNames.map((name) => (
        <Checkbox
          key={name}
          size="md"
          label={privacyChoiceLabels[name]}
          checked={value[name]}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, [name]: event.currentTarget.checked })}
        />
      ))}
    </Stack>
  );
}
