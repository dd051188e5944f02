import { Text, Title } from "@mantine/core";
import { useId } from "react";
import type { ReviewQuestions } from "../../../checkout/components/checkout-wizard.tsx";
import { PrivacyChoiceFields } from "../../../profile-form/privacy-choice-fields.tsx";
import type { JoinWizardState } from "../wizard/join-wizard-state.ts";

// Issue 30: a new member chooses at the review what other members see of them (choicesAtJoin until they change it).
export function JoinPrivacyChoices({ state, answer, locked }: ReviewQuestions<JoinWizardState>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} id={headingId} mb="xs">
        Who sees your details
      </Title>
      <Text mb="md">
        Choose what other members can see of you in the club's directory; you can change it at any time on
        your Member Info page.
      </Text>
      <PrivacyChoiceFields
        value={state.privacy}
        onChange={(privacy) => answer({ privacy })}
        disabled={locked}
      />
    </section>
  );
}
