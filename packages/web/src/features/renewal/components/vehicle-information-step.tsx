import { vehicleInformationMessage, vehicleInformationOptions } from "@club/domain/renewal.schema";
import { NativeSelect, Stack, Text } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { WizardButtons } from "../../../checkout/components/wizard-buttons.tsx";
import type { VehicleInformationChoice } from "../wizard/renewal-wizard-state.ts";

interface VehicleInformationStepProps {
  value: VehicleInformationChoice;
  onNext: (value: VehicleInformationChoice) => void;
  onBack: (value: VehicleInformationChoice) => void;
}

const options = [{ value: "", label: "Select" }, ...vehicleInformationOptions];

function isChoice(value: string): value is VehicleInformationChoice {
  return options.some((option) => option.value === value);
}

// spec §5, renewal step 6: Yes, No or No Changes; the select may not stay at "Select".
export function VehicleInformationStep({ value, onNext, onBack }: VehicleInformationStepProps) {
  const [choice, setChoice] = useState<VehicleInformationChoice>(value);
  const [touched, setTouched] = useState(false);
  const error = touched && choice === "" ? vehicleInformationMessage : undefined;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (choice !== "") onNext(choice);
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <NativeSelect
          label="Do you have changes to your vehicle information?"
          required
          maw={420}
          data={options}
          value={choice}
          error={error}
          onBlur={() => setTouched(true)}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isChoice(next)) setChoice(next);
          }}
        />
        {/* Not a link: leaving now would lose the renewal, which is finished in one sitting. */}
        {choice === "yes" && <Text>After renewing, you can update your cars on the My Vehicles page.</Text>}
      </Stack>
      <WizardButtons onBack={() => onBack(choice)} />
    </form>
  );
}
