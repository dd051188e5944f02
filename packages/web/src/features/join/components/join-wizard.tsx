import { Anchor, Text } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import { CheckoutWizard } from "../../../checkout/components/checkout-wizard.tsx";
import { askBasicInfo, askSelections } from "../../../checkout/components/shared-steps.tsx";
import type { WizardStep } from "../../../checkout/wizard/wizard-step.ts";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { useCreateMember } from "../api/use-create-member.ts";
import { joinFieldLabels } from "../wizard/join-field-labels.ts";
import {
  initialJoinWizardState,
  type JoinWizardState,
  joinProgressKey,
} from "../wizard/join-wizard-state.ts";
import { toJoinInput } from "../wizard/to-join-input.ts";
import { CreatePasswordStep } from "./create-password-step.tsx";
import { JoinPrivacyChoices } from "./join-privacy-choices.tsx";

const askAccount: WizardStep<JoinWizardState> = {
  name: "Create Password",
  fields: ["email", "password", "passwordConfirmation"],
  render: ({ state, next, back, keep }) => (
    <CreatePasswordStep
      values={state.account}
      onType={(account) => keep({ account })}
      onNext={(account) => next({ account })}
      onBack={(account) => back({ account })}
    />
  ),
};

/**
 * The password is never kept in the tab: a join picked up after it was typed asks for it again, unless the member
 * was already created and only the payment is left.
 */
function resumeJoin(kept: JoinWizardState) {
  const created = kept.orderId !== null;
  const { email, password, skipPassword } = kept.account;
  if (created || kept.step < 2 || email === "" || password !== "" || skipPassword) return null;
  return { step: 2, note: "For your security, your password was not kept. Please enter it again." } as const;
}

// spec §2, §4: seven steps over one accumulating state, then the payment of the created member's invoice.
export function JoinWizard({ initialState = initialJoinWizardState }: { initialState?: JoinWizardState }) {
  const navigate = useNavigate();
  const { clubName } = useSiteConfig();
  const createMember = useCreateMember();

  return (
    <CheckoutWizard
      initialState={initialState}
      steps={[
        askBasicInfo(),
        askAccount,
        ...askSelections({
          nationalPlan: "Select National Membership",
          regionalPlans: "Select Regional Memberships",
        }),
      ]}
      stepsLabel="Steps to join"
      storageKey={joinProgressKey}
      resumeAt={resumeJoin}
      onCancel={() => void navigate("/login")}
      emailOf={(state) => state.account.email}
      order={createMember}
      toInput={toJoinInput}
      errorLabels={joinFieldLabels}
      receivedText="Your membership application has been received. Use Checkout to pay for it."
      askAtReview={(review) => <JoinPrivacyChoices {...review} />}
      payment={{
        onPaidDone: () => void navigate("/login", { replace: true }),
        thankYou: (
          <Text>
            {`Thank you for joining the ${clubName}! You can now `}
            <Anchor component={Link} to="/login" inherit>
              log in
            </Anchor>
            .
          </Text>
        ),
      }}
    />
  );
}
