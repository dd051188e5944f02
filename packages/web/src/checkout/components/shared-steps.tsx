import { profileFieldsSchema } from "@club/domain/member.schema";
import type { CheckoutWizardState } from "../wizard/wizard-state.ts";
import type { WizardStep } from "../wizard/wizard-step.ts";
import { AssociateStep } from "./associate-step.tsx";
import { BasicInfoStep } from "./basic-info-step.tsx";
import { GivingStep } from "./giving-step.tsx";
import { NationalPlanStep } from "./national-plan-step.tsx";
import { RegionalPlansStep } from "./regional-plans-step.tsx";

// spec §2: the steps the join and the renewal both ask, for their step lists (the names differ a little).
type SharedStep = WizardStep<CheckoutWizardState>;

const profileFields = Object.keys(profileFieldsSchema.shape);

/** Step 1 of both: the profile form. The renewal shows the publication preference locked (spec §5). */
export function askBasicInfo(options: { publicationsLockedNote?: string } = {}): SharedStep {
  return {
    name: "Basic Info",
    fields: profileFields,
    render: ({ state, next, keep, cancel }) => (
      <BasicInfoStep
        values={state.basicInfo}
        publicationsLockedNote={options.publicationsLockedNote}
        onType={(basicInfo) => keep({ basicInfo })}
        onNext={(basicInfo) => next({ basicInfo })}
        onCancel={cancel}
      />
    ),
  };
}

function askNationalPlan(name: string): SharedStep {
  return {
    name,
    fields: ["nationalPlan"],
    render: ({ state, next, back }) => (
      <NationalPlanStep
        planId={state.nationalPlanId}
        onNext={(nationalPlanId) => next({ nationalPlanId })}
        onBack={(nationalPlanId) => back({ nationalPlanId })}
      />
    ),
  };
}

function askAssociate(): SharedStep {
  return {
    name: "Register Associate",
    fields: ["associate"],
    render: ({ state, next, back, keep }) => (
      <AssociateStep
        values={state.associate}
        planId={state.nationalPlanId}
        onType={(associate) => keep({ associate })}
        onNext={(associate) => next({ associate })}
        onBack={(associate) => back({ associate })}
      />
    ),
  };
}

function askRegionalPlans(name: string): SharedStep {
  return {
    name,
    fields: ["regionalPlans"],
    render: ({ state, next, back }) => (
      <RegionalPlansStep
        values={state.regionalPlans}
        withAssociate={state.associate.register}
        onNext={(regionalPlans) => next({ regionalPlans })}
        onBack={(regionalPlans) => back({ regionalPlans })}
      />
    ),
  };
}

function askGiving(): SharedStep {
  return {
    name: "Giving Opportunities",
    fields: [
      "clubDonation",
      "clubDonationAmount",
      "educationalFoundation",
      "educationalFoundationAmount",
      "museum",
      "museumMembershipLevel",
    ],
    render: ({ state, next, back, keep }) => (
      <GivingStep
        values={state.giving}
        onType={(giving) => keep({ giving })}
        onNext={(giving) => next({ giving })}
        onBack={(giving) => back({ giving })}
      />
    ),
  };
}

/** The selections (spec §3), four steps in a row in both wizards: national plan, associate, regions, giving. */
export function askSelections(names: { nationalPlan: string; regionalPlans: string }) {
  return [
    askNationalPlan(names.nationalPlan),
    askAssociate(),
    askRegionalPlans(names.regionalPlans),
    askGiving(),
  ] as const;
}
