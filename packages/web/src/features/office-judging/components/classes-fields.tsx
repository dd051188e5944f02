import { Button, Group, Stack, Text, TextInput, VisuallyHidden } from "@mantine/core";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { OfficeSection } from "../../../office-kit/office-section.tsx";
import { emptyClass, errorAt, type JudgingValues } from "../form/judging-form.ts";

/** The meet's classes: a code the teams and entries name, a name, and the division its awards are given in. */
export function ClassesFields({ form, locked }: { form: UseFormReturn<JudgingValues>; locked: boolean }) {
  const classes = useFieldArray({ control: form.control, name: "classes" });
  return (
    <OfficeSection title="Classes">
      <Stack gap="sm">
        <Text>
          Each class has a short code (such as 1A), a name, and the division whose awards it competes for.
        </Text>
        {classes.fields.length === 0 ? <Text>No classes yet.</Text> : null}
        {classes.fields.map((field, index) => (
          <Group key={field.id} align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={`Code of class ${index + 1}`}
              required
              style={{ flex: "1 1 7rem" }}
              error={errorAt(form, `classes.${index}.code`)}
              {...form.register(`classes.${index}.code`)}
            />
            <TextInput
              label={`Name of class ${index + 1}`}
              required
              style={{ flex: "3 1 14rem" }}
              error={errorAt(form, `classes.${index}.name`)}
              {...form.register(`classes.${index}.name`)}
            />
            <TextInput
              label={`Division of class ${index + 1}`}
              required
              style={{ flex: "2 1 10rem" }}
              error={errorAt(form, `classes.${index}.division`)}
              {...form.register(`classes.${index}.division`)}
            />
            {locked ? null : (
              <Button variant="outline" color="red.9" onClick={() => classes.remove(index)}>
                Remove<VisuallyHidden>{` class ${index + 1}`}</VisuallyHidden>
              </Button>
            )}
          </Group>
        ))}
        {errorAt(form, "classes") ? <Text c="red.9">{errorAt(form, "classes")}</Text> : null}
        {locked ? null : (
          <Button
            variant="outline"
            style={{ alignSelf: "flex-start" }}
            onClick={() => classes.append(emptyClass)}
          >
            Add a class
          </Button>
        )}
      </Stack>
    </OfficeSection>
  );
}
