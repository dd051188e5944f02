import { Button, Fieldset, Group, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useId, useRef, useState } from "react";

/** At most six reminders of a kind (the schema's limit). */
const maxDays = 6;

interface DaysListFieldProps {
  legend: string;
  /** After each number: "days before expiry". */
  unit: string;
  /** What the add button says: "Add a reminder before expiry". */
  addLabel: string;
  values: string[];
  onChange: (values: string[]) => void;
  /** The list's message, and which of its numbers it is about. */
  error?: string;
  invalidItems: ReadonlySet<number>;
}

/**
 * A list of numbers of days, one box each, that can be added to (up to six) and removed from. Adding puts the
 * cursor in the new box; removing puts it on the add button, so the keyboard never loses its place.
 */
export function DaysListField({
  legend,
  unit,
  addLabel,
  values,
  onChange,
  error,
  invalidItems,
}: DaysListFieldProps) {
  const errorId = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  const [focus, setFocus] = useState<"last" | "add" | null>(null);

  useEffect(() => {
    if (focus === "last") inputs.current[values.length - 1]?.focus();
    if (focus === "add") addButton.current?.focus();
    setFocus(null);
  }, [focus, values.length]);

  const full = values.length >= maxDays;
  return (
    <Fieldset legend={legend} variant="unstyled">
      <Stack gap="xs">
        {values.length === 0 ? <Text>None.</Text> : null}
        {values.map((value, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a box has no identity but its place; its value is controlled
          <Group key={index} gap="sm" wrap="nowrap">
            <TextInput
              ref={(element) => {
                inputs.current[index] = element;
              }}
              aria-label={`Reminder ${index + 1}: ${unit}`}
              inputMode="numeric"
              value={value}
              onChange={(event) =>
                onChange(values.map((old, i) => (i === index ? event.currentTarget.value : old)))
              }
              error={invalidItems.has(index)}
              aria-describedby={error ? errorId : undefined}
              w={90}
            />
            <Text miw={0}>{unit}</Text>
            <Button
              variant="subtle"
              style={{ flexShrink: 0 }}
              aria-label={`Remove reminder ${index + 1}: ${unit}`}
              onClick={() => {
                onChange(values.filter((_, i) => i !== index));
                setFocus("add");
              }}
            >
              Remove
            </Button>
          </Group>
        ))}
        {error ? (
          <Text id={errorId} c="red.9" fw={700}>
            {error}
          </Text>
        ) : null}
        <Group gap="sm">
          <Button
            ref={addButton}
            variant="outline"
            disabled={full}
            onClick={() => {
              onChange([...values, ""]);
              setFocus("last");
            }}
          >
            {addLabel}
          </Button>
          {full ? <Text>Six is the most.</Text> : null}
        </Group>
      </Stack>
    </Fieldset>
  );
}
