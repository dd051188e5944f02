import { type FormCategory, halfPointStep } from "@club/domain/judging.rules";
import { Button, type ButtonProps, Group, NumberInput, Stack } from "@mantine/core";

interface DeductionFieldProps {
  category: FormCategory;
  value: number;
  error: string | undefined;
  onChange: (points: number) => void;
  onBlur: () => void;
}

// On the narrowest phone a label wraps inside its button rather than being cut ("Save shee", issue 40).
const wrapping: Pick<ButtonProps, "h" | "mih" | "py" | "styles"> = {
  h: "auto",
  mih: 48,
  py: 8,
  styles: { label: { whiteSpace: "normal", textAlign: "center", lineHeight: 1.3 } },
};

/**
 * Issue 29: one category of the sheet, for a thumb at the show field: the points off typed, or stepped half a point
 * at a time (a phone's number field has no arrows); from 0 to the category's maximum. Issue 40: the steppers are
 * buttons under the field that say what they do ("+ ½ point off", "− ½"), in the theme's own contrasting colours;
 * the icons inside the field showed a navy "+" on navy.
 */
export function DeductionField({ category, value, error, onChange, onBlur }: DeductionFieldProps) {
  const step = (by: number) => onChange(Math.max(0, Math.min(category.max, value + by)));
  return (
    <Stack gap="xs">
      <NumberInput
        label={category.name}
        description={`Points off, at most ${category.max}`}
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
      />
      <Group gap="sm" wrap="nowrap">
        <Button
          variant="default"
          size="md"
          {...wrapping}
          onClick={() => step(-halfPointStep)}
          disabled={value <= 0}
          aria-label={`− ½: half a point back on ${category.name}`}
        >
          − ½
        </Button>
        <Button
          size="md"
          {...wrapping}
          style={{ flex: 1 }}
          onClick={() => step(halfPointStep)}
          disabled={value >= category.max}
          aria-label={`+ ½ point off ${category.name}`}
        >
          + ½ point off
        </Button>
      </Group>
    </Stack>
  );
}
