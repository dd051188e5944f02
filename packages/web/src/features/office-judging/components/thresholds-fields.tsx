import { Button, Checkbox, Group, Stack, Text, TextInput, VisuallyHidden } from "@mantine/core";
import { Controller, type UseFormReturn, useFieldArray } from "react-hook-form";
import { OfficeSection } from "../../../office-kit/office-section.tsx";
import { emptyThreshold, errorAt, type JudgingValues } from "../form/judging-form.ts";

/**
 * The awards a score earns in a division: a car earns the award asking the most of those it reaches. A maximum
 * caps an award: the Touring division's "93 at most", a car scoring higher is not a touring car. An award may move
 * the car on to the Senior division (the club's rule for a first place).
 */
export function ThresholdsFields({ form, locked }: { form: UseFormReturn<JudgingValues>; locked: boolean }) {
  const thresholds = useFieldArray({ control: form.control, name: "thresholds" });
  return (
    <OfficeSection title="Award thresholds">
      <Stack gap="sm">
        <Text>
          Awards go by score, never by rank: a car earns the highest award of its division whose minimum score
          it reaches. A maximum score is for an award with a cap: in the Touring division, "93 at most" means
          a car scoring more than 93 does not earn that award. By the club's rules a car that wins a first
          place moves on to the Senior division: tick "Makes the car a Senior car" for such an award.
        </Text>
        {thresholds.fields.length === 0 ? <Text>No thresholds yet.</Text> : null}
        {thresholds.fields.map((field, index) => (
          <Group key={field.id} align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={`Division of award ${index + 1}`}
              required
              style={{ flex: "2 1 10rem" }}
              error={errorAt(form, `thresholds.${index}.division`)}
              {...form.register(`thresholds.${index}.division`)}
            />
            <TextInput
              label={`Award ${index + 1}`}
              required
              style={{ flex: "2 1 10rem" }}
              error={errorAt(form, `thresholds.${index}.award`)}
              {...form.register(`thresholds.${index}.award`)}
            />
            <TextInput
              label={`Minimum score of award ${index + 1}`}
              required
              inputMode="decimal"
              style={{ flex: "1 1 8rem" }}
              error={errorAt(form, `thresholds.${index}.minScore`)}
              {...form.register(`thresholds.${index}.minScore`)}
            />
            <TextInput
              label={`Maximum score of award ${index + 1} (optional)`}
              inputMode="decimal"
              style={{ flex: "1 1 8rem" }}
              error={errorAt(form, `thresholds.${index}.maxScore`)}
              {...form.register(`thresholds.${index}.maxScore`)}
            />
            <Controller
              control={form.control}
              name={`thresholds.${index}.makesSenior`}
              render={({ field: makesSenior }) => (
                <Checkbox
                  label={
                    <>
                      Makes the car a Senior car<VisuallyHidden>{` (award ${index + 1})`}</VisuallyHidden>
                    </>
                  }
                  size="md"
                  mb="xs"
                  style={{ flex: "1 1 12rem" }}
                  name={makesSenior.name}
                  ref={makesSenior.ref}
                  checked={makesSenior.value}
                  onChange={(change) => makesSenior.onChange(change.currentTarget.checked)}
                  onBlur={makesSenior.onBlur}
                  error={errorAt(form, `thresholds.${index}.makesSenior`)}
                />
              )}
            />
            {locked ? null : (
              <Button variant="outline" color="red.9" onClick={() => thresholds.remove(index)}>
                Remove<VisuallyHidden>{` award ${index + 1}`}</VisuallyHidden>
              </Button>
            )}
          </Group>
        ))}
        {locked ? null : (
          <Button
            variant="outline"
            style={{ alignSelf: "flex-start" }}
            onClick={() => thresholds.append(emptyThreshold)}
          >
            Add a threshold
          </Button>
        )}
      </Stack>
    </OfficeSection>
  );
}
