import { formatCents } from "@club/domain/money";
import { Box, Checkbox, Paper, Stack, Text } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useRegionalPlans } from "../../api/use-regional-plans.ts";
import { LoadFailure } from "../../components/load-failure.tsx";
import { LoadingState } from "../../components/loading-state.tsx";
import type { RegionalChoice } from "../wizard/wizard-state.ts";
import { WizardButtons } from "./wizard-buttons.tsx";

interface RegionalPlansStepProps {
  values: RegionalChoice[];
  /** Whether an associate was registered at step 4: only then can a region include the associate. */
  withAssociate: boolean;
  onNext: (values: RegionalChoice[]) => void;
  onBack: (values: RegionalChoice[]) => void;
}

// spec §2, §3: step 5; any number of regions, zero included, each optionally with the associate.
export function RegionalPlansStep({ values, withAssociate, onNext, onBack }: RegionalPlansStepProps) {
  const plans = useRegionalPlans();
  const [chosen, setChosen] = useState<RegionalChoice[]>(values);
  const choiceOf = (regionalId: number) => chosen.find((choice) => choice.regionalId === regionalId);

  function toggleRegion(regionalId: number, on: boolean) {
    setChosen((current) =>
      on
        ? [...current, { regionalId, associate: false }]
        : current.filter((choice) => choice.regionalId !== regionalId),
    );
  }

  function toggleAssociate(regionalId: number, on: boolean) {
    setChosen((current) =>
      current.map((choice) => (choice.regionalId === regionalId ? { ...choice, associate: on } : choice)),
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Only regions still offered are kept.
    onNext(chosen.filter((choice) => plans.data?.some((plan) => plan.id === choice.regionalId)));
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Text mb="md">Choose any regions you would like to join, or none.</Text>
      {plans.isPending && <LoadingState label="Loading the regional memberships…" />}
      {plans.isError && <LoadFailure what="regional memberships" onRetry={() => void plans.refetch()} />}
      <Stack gap="sm">
        {(plans.data ?? []).map((plan) => {
          const choice = choiceOf(plan.id);
          return (
            <Paper key={plan.id} withBorder p="md" role="group" aria-label={plan.title}>
              <Checkbox
                label={`${plan.title} (${formatCents(plan.cost)} per year)`}
                description={plan.regionName !== plan.title ? plan.regionName : undefined}
                checked={choice !== undefined}
                onChange={(event) => toggleRegion(plan.id, event.currentTarget.checked)}
              />
              {choice && withAssociate && (
                <Box pl="xl" pt="sm">
                  <Checkbox
                    label={`Include my associate (${formatCents(plan.associateCost)} per year)`}
                    checked={choice.associate}
                    onChange={(event) => toggleAssociate(plan.id, event.currentTarget.checked)}
                  />
                </Box>
              )}
            </Paper>
          );
        })}
      </Stack>
      <WizardButtons onBack={() => onBack(chosen)} />
    </form>
  );
}
