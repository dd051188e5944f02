import {
  Button,
  Fieldset,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from "@mantine/core";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { type EventValues, emptyItemValues } from "../form/event-values.ts";

/** The schema's limit of items an event sells. */
const mostItems = 20;

/** Issue 28: what a portal event sells with a registration (a banquet seat, a tour packet), a row each. */
export function EventItemsFields({ form }: { form: UseFormReturn<EventValues> }) {
  // The rows' React keys are kept apart from the items' own ids (issue 39), which the form sends back.
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "items", keyName: "key" });
  const { errors } = form.formState;
  const listError = errors.items?.message ?? errors.items?.root?.message;

  return (
    <Fieldset legend="Items sold with a registration (optional)">
      <Stack gap="sm">
        <Text size="sm">
          For example a banquet seat or a tour packet. The price is in dollars; leave the limit empty for no
          limit.
        </Text>
        {fields.map((field, row) => {
          const rowErrors = errors.items?.[row];
          const name = `Item ${row + 1}`;
          return (
            <Paper key={field.key} withBorder p="sm" role="group" aria-label={name}>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <TextInput
                  label={`${name}: label`}
                  error={rowErrors?.label?.message}
                  {...form.register(`items.${row}.label`)}
                />
                <TextInput
                  label={`${name}: price ($)`}
                  inputMode="decimal"
                  error={rowErrors?.amount?.message}
                  {...form.register(`items.${row}.amount`)}
                />
                <TextInput
                  label={`${name}: limit (optional)`}
                  inputMode="numeric"
                  error={rowErrors?.limit?.message}
                  {...form.register(`items.${row}.limit`)}
                />
              </SimpleGrid>
              <Group justify="flex-end" mt="xs">
                <Button variant="subtle" color="red.9" onClick={() => remove(row)}>
                  Remove<VisuallyHidden>{` item ${row + 1}`}</VisuallyHidden>
                </Button>
              </Group>
            </Paper>
          );
        })}
        {listError ? (
          <Text c="red.9" role="alert">
            {listError}
          </Text>
        ) : null}
        <Group>
          <Button
            variant="outline"
            onClick={() => append(emptyItemValues)}
            disabled={fields.length >= mostItems}
          >
            Add an item
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
