import { associateSchema } from "@club/domain/join.schema";
import { formatCents } from "@club/domain/money";
import { zodResolver } from "@hookform/resolvers/zod";
import { Radio, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useNationalPlans } from "../../api/use-national-plans.ts";
import { useKeepTyped } from "../wizard/use-keep-typed.ts";
import type { AssociateChoice } from "../wizard/wizard-state.ts";
import { WizardButtons } from "./wizard-buttons.tsx";

interface AssociateStepProps {
  values: AssociateChoice;
  /** The chosen national plan, for the associate plan's price. */
  planId: number | null;
  /** Each change, for the wizard to keep across a reload. */
  onType?: (values: AssociateChoice) => void;
  onNext: (values: AssociateChoice) => void;
  onBack: (values: AssociateChoice) => void;
}

// spec §5, §9: step 4; with Yes, both names are needed before Continue is enabled.
export function AssociateStep({ values, planId, onType, onNext, onBack }: AssociateStepProps) {
  const plan = useNationalPlans().data?.find((offered) => offered.id === planId);
  const [register, setRegister] = useState(values.register);
  const form = useForm({
    resolver: zodResolver(associateSchema),
    mode: "onTouched",
    defaultValues: { firstName: values.firstName, lastName: values.lastName },
  });
  const { errors } = form.formState;
  const [firstName, lastName] = useWatch({ control: form.control, name: ["firstName", "lastName"] });
  const namesFilled = firstName.trim() !== "" && lastName.trim() !== "";

  const current = (): AssociateChoice => ({ register, ...form.getValues() });
  useKeepTyped(form, onType && ((names) => onType({ register, ...names })));
  const onSubmit = register
    ? form.handleSubmit(() => onNext(current()))
    : (event: FormEvent) => {
        event.preventDefault();
        onNext(current());
      };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {plan && (
          <Text>
            {`An associate member is registered under the ${plan.associatePlan.title} plan for ${formatCents(
              plan.associatePlan.cost,
            )}${plan.lifelong ? " (one-time)" : " per year"}.`}
          </Text>
        )}
        <Radio.Group
          label="Would you like to register an associate member?"
          value={register ? "yes" : "no"}
          onChange={(value) => setRegister(value === "yes")}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="yes" label="Yes" />
            <Radio value="no" label="No" />
          </Stack>
        </Radio.Group>
        {register && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Associate First Name"
              required
              error={errors.firstName?.message}
              {...form.register("firstName")}
            />
            <TextInput
              label="Associate Last Name"
              required
              error={errors.lastName?.message}
              {...form.register("lastName")}
            />
          </SimpleGrid>
        )}
      </Stack>
      <WizardButtons onBack={() => onBack(current())} primaryDisabled={register && !namesFilled} />
    </form>
  );
}
