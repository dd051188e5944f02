import { givingButtonLabel, museumLevels } from "@club/domain/giving.rules";
import { type GivingForm, givingFormSchema } from "@club/domain/join.schema";
import { zodResolver } from "@hookform/resolvers/zod";
import { Checkbox, NativeSelect, Paper, Stack, TextInput } from "@mantine/core";
import type { ComponentProps } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useKeepTyped } from "../wizard/use-keep-typed.ts";
import { WizardButtons } from "./wizard-buttons.tsx";

interface GivingStepProps {
  values: GivingForm;
  /** Each change, for the wizard to keep across a reload. */
  onType?: (values: GivingForm) => void;
  onNext: (values: GivingForm) => void;
  onBack: (values: GivingForm) => void;
}

/** A ticked donation's amount in whole dollars. */
function DonationAmountInput(props: ComponentProps<typeof TextInput>) {
  return (
    <TextInput
      mt="sm"
      maw={240}
      label="In the Amount of"
      required
      inputMode="numeric"
      leftSection="$"
      {...props}
    />
  );
}

// spec §5: step 6; each ticked donation needs a whole-dollar amount, a museum membership needs a level.
export function GivingStep({ values, onType, onNext, onBack }: GivingStepProps) {
  const form = useForm({ resolver: zodResolver(givingFormSchema), mode: "onTouched", defaultValues: values });
  useKeepTyped(form, onType);
  const { errors } = form.formState;
  const [clubDonation, educationalFoundation, museum] = useWatch({
    control: form.control,
    name: ["clubDonation", "educationalFoundation", "museum"],
  });

  const onSubmit = form.handleSubmit(() => onNext(form.getValues()));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Paper withBorder p="md" role="group" aria-label="Club donation">
          <Checkbox label="Donate to the club" {...form.register("clubDonation")} />
          {clubDonation && (
            <DonationAmountInput
              error={errors.clubDonationAmount?.message}
              {...form.register("clubDonationAmount")}
            />
          )}
        </Paper>
        <Paper withBorder p="md" role="group" aria-label="Educational Foundation donation">
          <Checkbox
            label="Donate to the Educational Foundation"
            {...form.register("educationalFoundation")}
          />
          {educationalFoundation && (
            <DonationAmountInput
              error={errors.educationalFoundationAmount?.message}
              {...form.register("educationalFoundationAmount")}
            />
          )}
        </Paper>
        <Paper withBorder p="md" role="group" aria-label="Museum membership">
          <Checkbox label="Become a museum member" {...form.register("museum")} />
          {museum && (
            <Controller
              control={form.control}
              name="museumMembershipLevel"
              render={({ field }) => (
                <NativeSelect
                  mt="sm"
                  maw={320}
                  label="Membership Level"
                  required
                  data={museumLevels.map((level) => ({ value: String(level.value), label: level.label }))}
                  error={errors.museumMembershipLevel?.message}
                  name={field.name}
                  ref={field.ref}
                  value={String(field.value)}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(Number(event.currentTarget.value))}
                />
              )}
            />
          )}
        </Paper>
      </Stack>
      <WizardButtons
        onBack={() => onBack(form.getValues())}
        primaryLabel={givingButtonLabel(clubDonation || educationalFoundation || museum)}
      />
    </form>
  );
}
