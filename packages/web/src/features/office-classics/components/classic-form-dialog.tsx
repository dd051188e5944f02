import { type Classic, classicInputSchema, classicLabel } from "@club/domain/classics.schema";
import { vehicleYears } from "@club/domain/vehicle.schema";
import { Button, Group, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useForm } from "react-hook-form";
import { type Make, useMakes } from "../../../api/use-makes.ts";
import { ControlledSelect } from "../../../components/controlled-fields.tsx";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { FormActions } from "../../../components/form-actions.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { showServerErrors } from "../../../office-kit/server-errors.ts";
import { useTwoStepDialog } from "../../../office-kit/use-two-step-dialog.ts";
import { useAddClassic, useChangeClassic } from "../api/use-office-classics.ts";
import {
  type ClassicValues,
  classicBodyOf,
  classicFormFields,
  classicResolver,
  classicValuesOf,
  emptyClassicValues,
} from "../form/classic-form.ts";

const choose = { label: "Select", value: "" };
const yearOptions = [choose, ...vehicleYears.map(String)];

interface ClassicFormDialogProps {
  /** Open for a new entry ("new"), for one to change (the entry), or closed (null). */
  editing: Classic | "new" | null;
  onClose: () => void;
}

/** The entry as one line, the make by its name: what the question before saving says. */
function lineOf(values: ClassicValues, makes: Make[]) {
  const body = classicInputSchema.parse(classicBodyOf(values));
  const make = makes.find((option) => option.id === body.makeId)?.name ?? `Make ${body.makeId}`;
  return classicLabel({ make, series: body.series, firstYear: body.firstYear, lastYear: body.lastYear });
}

/**
 * "Add an entry" and "Edit" (issue 27): the make, the series (blank: every model of the make), the years and notes;
 * then a second step that says what will be saved.
 */
export function ClassicFormDialog({ editing, onClose }: ClassicFormDialogProps) {
  const existing = editing !== null && editing !== "new" ? editing : null;
  const form = useForm<ClassicValues>({ defaultValues: emptyClassicValues, resolver: classicResolver });
  const { errors } = form.formState;
  const makes = useMakes();
  const add = useAddClassic();
  const change = useChangeClassic();
  const pending = add.isPending || change.isPending;
  // Each opening starts afresh, from the entry being changed.
  const { step, setStep, otherErrors, setOtherErrors, backRef, toConfirm } = useTwoStepDialog(
    form,
    editing,
    (opened) => (opened === "new" ? emptyClassicValues : classicValuesOf(opened)),
  );
  const makeOptions = [
    choose,
    ...(makes.data ?? []).map((make) => ({ label: make.name, value: String(make.id) })),
  ];

  function close() {
    if (pending) return;
    add.reset();
    change.reset();
    onClose();
  }

  function confirm() {
    const body = classicInputSchema.parse(classicBodyOf(form.getValues()));
    const callbacks = {
      onSuccess: () => {
        notifications.show({
          color: "green",
          message: existing ? "The entry was changed." : "The entry was added. Members see it on the list.",
        });
        add.reset();
        change.reset();
        onClose();
      },
      onError: (error: Error) => {
        setStep("form");
        setOtherErrors(showServerErrors(form, error, classicFormFields));
      },
    };
    if (existing) change.mutate({ id: existing.id, body }, callbacks);
    else add.mutate(body, callbacks);
  }

  const title = existing ? `Edit the entry: ${classicLabel(existing)}` : "Add an entry to the list";
  return (
    <Modal
      opened={editing !== null}
      onClose={close}
      title={title}
      size="lg"
      closeOnEscape={!pending}
      closeOnClickOutside={!pending}
    >
      {step === "form" ? (
        <form onSubmit={toConfirm} noValidate aria-label="Full Classic entry">
          <Stack gap="sm">
            <ControlledSelect control={form.control} name="makeId" label="Make" required data={makeOptions} />
            {makes.isError ? <LoadFailure what="makes" onRetry={() => void makes.refetch()} /> : null}
            <TextInput
              label="Series or model (optional)"
              description="Leave it empty when every model of the make qualifies. A car is on the list when its model contains these words."
              error={errors.series?.message}
              data-autofocus
              {...form.register("series")}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <ControlledSelect
                control={form.control}
                name="firstYear"
                label="First year"
                required
                data={yearOptions}
              />
              <ControlledSelect
                control={form.control}
                name="lastYear"
                label="Last year"
                required
                data={yearOptions}
              />
            </SimpleGrid>
            <Textarea
              label="Notes (optional)"
              rows={3}
              error={errors.notes?.message}
              {...form.register("notes")}
            />
            <ErrorLines errors={otherErrors} />
            <FormActions onCancel={close} />
          </Stack>
        </form>
      ) : (
        <Stack gap="sm">
          <Text fw={700}>
            {existing ? "Save the entry as this?" : "Add this entry? Members see it on the list at once."}
          </Text>
          <Text>
            {existing
              ? `${classicLabel(existing)} → ${lineOf(form.getValues(), makes.data ?? [])}`
              : lineOf(form.getValues(), makes.data ?? [])}
          </Text>
          <Text
            style={{ whiteSpace: "pre-wrap" }}
          >{`Notes: ${form.getValues().notes.trim() || "none"}`}</Text>
          <Group justify="flex-end" gap="sm">
            <Button ref={backRef} variant="outline" onClick={() => setStep("form")} disabled={pending}>
              Back
            </Button>
            <Button onClick={confirm} loading={pending}>
              {existing ? "Save the entry" : "Add the entry"}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
