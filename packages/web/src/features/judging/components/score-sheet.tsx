import { deductionFigure, isHalfPoint, totalDeducted } from "@club/domain/judging.rules";
import { type JudgingAssignment, judgingMessages, type ScoreSheetInput } from "@club/domain/judging.schema";
import { Button, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useEffect, useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import type { ApiError } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import type { SendOutcome } from "../api/use-sheet-queue.ts";
import { type ScoreSheetValues, sheetInput, sheetValues } from "../form/score-sheet-form.ts";
import { placeSheetErrors } from "../form/sheet-errors.ts";
import { assignedCar, assignedClass, formatPoints } from "../format/judging-format.ts";
import { waitingNoticeId } from "../queue/sheet-queue.ts";
import { DeductionField } from "./deduction-field.tsx";

interface ScoreSheetProps {
  assignment: JudgingAssignment;
  /** The sheet saved on this phone and not yet sent, if any: it is newer than the server's. */
  queued: ScoreSheetInput | undefined;
  /** The server's refusal of the queued sheet, shown at its fields. */
  refusal: ApiError | undefined;
  onSave: (sheet: ScoreSheetInput) => Promise<SendOutcome>;
  onDone: () => void;
}

const savedWords: Record<Exclude<SendOutcome, "refused">, string> = {
  sent: "The sheet is sent.",
  queued: "The sheet is saved on this phone and will be sent when there is a connection.",
};

/**
 * Issue 29: one judge's sheet for one car, for a phone at the show field: a deduction per category of the meet's
 * form, the total and the score as they go, notes, and the eligibility rule the car fails, if any.
 */
export function ScoreSheet({ assignment, queued, refusal, onSave, onDone }: ScoreSheetProps) {
  const { form: categories } = assignment;
  const form = useForm<ScoreSheetValues>({
    defaultValues: sheetValues(categories, queued ?? assignment.sheet),
  });
  const placed = useMemo(
    () => (refusal ? placeSheetErrors(categories, refusal.errors) : undefined),
    [categories, refusal],
  );

  useEffect(() => {
    placed?.fields.forEach(([field, message], index) => {
      form.setError(field, { type: "server", message }, { shouldFocus: index === 0 });
    });
  }, [form, placed]);

  const deducted = totalDeducted(sheetInput(categories, form.watch()).deductions);

  const submit = form.handleSubmit(async (values) => {
    const outcome = await onSave(sheetInput(categories, values));
    if (outcome === "refused") return;
    notifications.show({
      id: outcome === "queued" ? waitingNoticeId(assignment.entryId) : undefined,
      color: outcome === "sent" ? "green" : "yellow",
      message: savedWords[outcome],
    });
    onDone();
  });

  return (
    <Stack gap="lg" maw={560}>
      <div>
        <Title order={2}>{assignedCar(assignment)}</Title>
        <Text c="dimmed">{`${assignedClass(assignment)} · ${assignment.eventTitle}`}</Text>
      </div>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="lg">
          <Stack component="fieldset" gap="md" m={0} p={0} style={{ border: 0 }}>
            <Text component="legend" fw={700} fz="lg" mb="sm">
              Deductions
            </Text>
            {categories.map((category, index) => (
              <Controller
                key={category.name}
                control={form.control}
                name={`deductions.${index}`}
                rules={{ validate: (points) => isHalfPoint(points) || judgingMessages.halfPoint }}
                render={({ field, fieldState }) => (
                  <DeductionField
                    category={category}
                    value={field.value}
                    error={fieldState.error?.message}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            ))}
          </Stack>
          <Paper role="status" withBorder p="md" fz="lg">
            <Text fz="lg">{`Points off in all: ${deductionFigure(deducted)}`}</Text>
            <Text
              fz="xl"
              fw={700}
            >{`Score: 100 − ${formatPoints(deducted)} = ${formatPoints(100 - deducted)}`}</Text>
          </Paper>
          <Textarea
            label="Notes (optional)"
            autosize
            minRows={3}
            size="lg"
            error={form.formState.errors.notes?.message}
            {...form.register("notes")}
          />
          <TextInput
            label="Disqualified by (optional)"
            description="The eligibility rule the car fails, if it fails one"
            size="lg"
            error={form.formState.errors.disqualifiedBy?.message}
            {...form.register("disqualifiedBy")}
          />
          <ErrorLines errors={placed?.rest} />
          {/* Side by side only where both labels fit whole; on a phone, one under the other (issue 40). */}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Button type="button" variant="outline" size="lg" onClick={onDone}>
              Back to the cars
            </Button>
            <Button type="submit" size="lg" loading={form.formState.isSubmitting}>
              Save sheet
            </Button>
          </SimpleGrid>
        </Stack>
      </form>
    </Stack>
  );
}
