import { defaultJudgingForm } from "@club/domain/judging.rules";
import { Alert, Button, Group, Radio, Stack, Table, Text, TextInput, VisuallyHidden } from "@mantine/core";
import { Controller, type UseFormReturn, useFieldArray, useWatch } from "react-hook-form";
import { DataTable } from "../../../components/data-table.tsx";
import { OfficeSection } from "../../../office-kit/office-section.tsx";
import { clubFormRows, emptyCategory, errorAt, type JudgingValues } from "../form/judging-form.ts";
import { formatPoints } from "../format/judging-words.ts";

/** What the categories' most deducted add up to so far, a figure not yet a number left out. */
function totalOf(categories: JudgingValues["categories"]): number {
  return categories.reduce((sum, category) => {
    const max = Number(category.max);
    return Number.isFinite(max) ? sum + max : sum;
  }, 0);
}

/** Cars start at 100 points, so a form adding up to anything else is allowed but changes what a score means. */
function totalNote(total: number): string | null {
  const points = formatPoints(total);
  if (total < 100) return `The categories add up to ${points}: a car cannot lose more than ${points} points.`;
  if (total > 100)
    return `The categories add up to ${points}: more than the 100 points a car starts with, so a car could score below 0.`;
  return null;
}

/** The club's form as the judges will see it, read-only. */
function ClubFormTable() {
  return (
    <DataTable
      label="Score sheet categories"
      rows={defaultJudgingForm}
      rowKey={(category) => category.name}
      columns={[
        { heading: "Category", rowHeader: true, cell: (category) => category.name },
        { heading: "Most deducted", align: "right", cell: (category) => category.max },
      ]}
      footer={
        <Table.Tr>
          <Table.Th scope="row">Total</Table.Th>
          <Table.Td ta="right" fw={700}>
            {defaultJudgingForm.reduce((sum, category) => sum + category.max, 0)}
          </Table.Td>
        </Table.Tr>
      }
    />
  );
}

/**
 * The score sheet the judges fill in: the club's 100-point form, or categories of the meet's own, each with the
 * most a judge may deduct in it. Saved with the rest of the judging.
 */
export function FormCategories({ form, locked }: { form: UseFormReturn<JudgingValues>; locked: boolean }) {
  const categories = useFieldArray({ control: form.control, name: "categories" });
  const choice = useWatch({ control: form.control, name: "formChoice" });
  const total = totalOf(useWatch({ control: form.control, name: "categories" }));
  const note = totalNote(total);

  return (
    <OfficeSection title="The score sheet">
      <Stack gap="sm">
        <Text>
          A car starts at 100 points and each judge deducts, category by category, up to each category's most.
        </Text>
        <Controller
          control={form.control}
          name="formChoice"
          render={({ field }) => (
            <Radio.Group
              label="The form the judges fill in"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="club" label="The club's 100-point form" />
                <Radio value="own" label="A form of this meet's own" />
              </Stack>
            </Radio.Group>
          )}
        />
        {choice === "club" ? (
          <ClubFormTable />
        ) : (
          <>
            {categories.fields.map((field, index) => (
              <Group key={field.id} align="flex-end" gap="sm" wrap="wrap">
                <TextInput
                  label={`Name of category ${index + 1}`}
                  required
                  style={{ flex: "3 1 14rem" }}
                  error={errorAt(form, `categories.${index}.name`)}
                  {...form.register(`categories.${index}.name`)}
                />
                <TextInput
                  label={`Most deducted in category ${index + 1}`}
                  required
                  inputMode="numeric"
                  style={{ flex: "1 1 8rem" }}
                  error={errorAt(form, `categories.${index}.max`)}
                  {...form.register(`categories.${index}.max`)}
                />
                {/* A form keeps one category at least: the last one is changed, not removed. */}
                {locked || categories.fields.length === 1 ? null : (
                  <Button variant="outline" color="red.9" onClick={() => categories.remove(index)}>
                    Remove<VisuallyHidden>{` category ${index + 1}`}</VisuallyHidden>
                  </Button>
                )}
              </Group>
            ))}
            {errorAt(form, "categories") ? <Text c="red.9">{errorAt(form, "categories")}</Text> : null}
            {/* One polite region, there before the figures change, reads the total and the note as they change. */}
            <Stack gap="xs" role="status">
              <Text fw={700}>{`Total: ${formatPoints(total)} points`}</Text>
              {note ? (
                <Alert color="yellow" variant="light" role="note">
                  {note}
                </Alert>
              ) : null}
            </Stack>
            {locked ? null : (
              <Group gap="sm">
                <Button variant="outline" onClick={() => categories.append(emptyCategory)}>
                  Add a category
                </Button>
                <Button variant="outline" onClick={() => categories.replace(clubFormRows)}>
                  Start from the club's form
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </OfficeSection>
  );
}
