import { type FormCategory, halfPointStep } from "@club/domain/judging.rules";
import { ActionIcon, NumberInput } from "@mantine/core";

interface DeductionFieldProps {
  category: FormCategory;
  value: number;
  error: string | undefined;
  onChange: (points: number) => void;
  onBlur: () => void;
}

const stepperSize = 48;

/**
 * Issue 29: one category of the sheet, for a thumb at the show field: the points typed, or stepped half a point at a
 * time with two large buttons inside the field (a phone's number field has no arrows); from 0 to the category's
 * maximum.
 */
export function DeductionField({ category, value, error, onChange, onBlur }: DeductionFieldProps) {
  const step = (by: number) => onChange(Math.max(0, Math.min(category.max, value + by)));
  const stepper = (by: number, name: string, sign: string, disabled: boolean) => (
    <ActionIcon
      variant="light"
      size={stepperSize}
      fz="xl"
      onClick={() => step(by)}
      disabled={disabled}
      aria-label={`${name} for ${category.name}`}
    >
      {sign}
    </ActionIcon>
  );
  return (
    <NumberInput
      label={category.name}
      description={`At most ${category.max} points`}
      error={error}
      value={value}
      onChange={(typed) => onChange(typeof typed === "number" ? typed : 0)}
      onBlur={onBlur}
      min={0}
      max={category.max}
      decimalScale={1}
      allowNegative={false}
      clampBehavior="strict"
      hideControls
      inputMode="decimal"
      size="xl"
      styles={{ input: { textAlign: "center" } }}
      leftSection={stepper(-halfPointStep, "Half a point less", "−", value <= 0)}
      leftSectionWidth={stepperSize + 8}
      leftSectionPointerEvents="all"
      rightSection={stepper(halfPointStep, "Half a point more", "+", value >= category.max)}
      rightSectionWidth={stepperSize + 8}
      rightSectionPointerEvents="all"
    />
  );
}
