import { joinMessages } from "@club/domain/join.schema";
import { formatCents } from "@club/domain/money";
import { Group, Radio, Stack, Text } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useNationalPlans } from "../../api/use-national-plans.ts";
import { LoadFailure } from "../../components/load-failure.tsx";
import { LoadingState } from "../../components/loading-state.tsx";
import { WizardButtons } from "./wizard-buttons.tsx";

interface NationalPlanStepProps {
  planId: number | null;
  onNext: (planId: number) => void;
  onBack: (planId: number | null) => void;
}

// spec §4, §5: step 3; Continue is disabled until a plan is chosen.
export function NationalPlanStep({ planId, onNext, onBack }: NationalPlanStepProps) {
  const plans = useNationalPlans();
  const [selected, setSelected] = useState<number | null>(planId);
  const [submitted, setSubmitted] = useState(false);
  const offered = plans.data ?? [];
  const chosen = offered.some((plan) => plan.id === selected) ? selected : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (chosen !== null) onNext(chosen);
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      {plans.isPending && <LoadingState label="Loading the membership plans…" />}
      {plans.isError && <LoadFailure what="membership plans" onRetry={() => void plans.refetch()} />}
      <Radio.Group
        label="Membership level"
        value={chosen === null ? "" : String(chosen)}
        onChange={(value) => setSelected(Number(value))}
        error={submitted && chosen === null ? joinMessages.selectPlan : undefined}
      >
        <Stack gap="sm" mt="xs">
          {offered.map((plan) => (
            <Radio.Card key={plan.id} value={String(plan.id)} p="md" radius="md">
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <div>
                  <Text fw={700}>
                    {plan.title} — {formatCents(plan.cost)}
                  </Text>
                  <Text size="sm">{plan.description}</Text>
                  <Text size="sm" c="dimmed">
                    {`${plan.associatePlan.title}: ${formatCents(plan.associatePlan.cost)}`}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      <WizardButtons onBack={() => onBack(chosen ?? selected)} primaryDisabled={chosen === null} />
    </form>
  );
}
