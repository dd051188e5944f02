import { type OfficeEvent, officeEventInputSchema } from "@club/domain/office-events.schema";
import { Button, Group, List, Modal, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { useRegionalPlans } from "../../../api/use-regional-plans.ts";
import { ControlledSelect } from "../../../components/controlled-select.tsx";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { FormActions } from "../../../components/form-actions.tsx";
import { bodyResolver } from "../../../office-kit/body-resolver.ts";
import { showServerErrors } from "../../../office-kit/server-errors.ts";
import { useTwoStepDialog } from "../../../office-kit/use-two-step-dialog.ts";
import { useAddEvent, useChangeEvent } from "../api/use-office-events.ts";
import {
  type EventValues,
  emptyEventValues,
  eventFormFields,
  eventValuesOf,
  toEventBody,
} from "../form/event-values.ts";

const resolver = bodyResolver(officeEventInputSchema, toEventBody);

export const formIdHint =
  "The number or code of this event's registration form on the form service: the last part of the form's web address, for example 240101. Members' Register button opens this form, and each form sent back registers the member here. Every event needs a form of its own.";
const capacityHint =
  "How many members may register. Leave it empty for no limit. When it is reached, members see the event as full.";

const clubWide = "Club-wide (no region)";

interface EventFormDialogProps {
  /** Open for a new event ("new"), for one to change (the event), or closed (null). */
  editing: OfficeEvent | "new" | null;
  onClose: () => void;
}

/** What the confirmation lists: each field as the office will read it. */
function summaryLines(values: EventValues, regionName: (code: string) => string) {
  const body = toEventBody(values);
  return {
    title: body.title,
    dates: body.dateStart === body.dateEnd ? body.dateStart : `${body.dateStart} to ${body.dateEnd}`,
    region: body.regionCode ? regionName(body.regionCode) : clubWide,
    formId: body.formId,
    capacity: body.capacity ? `${body.capacity} members at most` : "No limit",
  };
}

const summaryLabels = {
  title: "Title",
  dates: "Dates",
  region: "Region",
  formId: "Form id",
  capacity: "Capacity",
} as const;
type SummaryKey = keyof typeof summaryLabels;
const summaryKeys = Object.keys(summaryLabels) as SummaryKey[];

/** The lines of the summary that differ between the event as it was and as typed. */
function changedKeys(before: EventValues, after: EventValues, regionName: (code: string) => string = String) {
  const was = summaryLines(before, regionName);
  const now = summaryLines(after, regionName);
  return summaryKeys.filter((key) => was[key] !== now[key]);
}

/**
 * "Add an event" and "Edit" (issue 14): the event's title, days, region, its form on the form service and how many
 * may register; then a second step that says what will be saved (for a change, only what changes).
 */
export function EventFormDialog({ editing, onClose }: EventFormDialogProps) {
  const existing = editing !== null && editing !== "new" ? editing : null;
  const form = useForm<EventValues>({ defaultValues: emptyEventValues, resolver });
  const { errors } = form.formState;
  const regions = useRegionalPlans();
  const add = useAddEvent();
  const change = useChangeEvent();
  const pending = add.isPending || change.isPending;
  // Each opening starts afresh, from the event being changed.
  const { step, setStep, otherErrors, setOtherErrors, backRef } = useTwoStepDialog(form, editing, (opened) =>
    opened === "new" ? emptyEventValues : eventValuesOf(opened),
  );

  const regionOptions = useMemo(() => {
    const options = (regions.data ?? [])
      .map((plan) => ({ label: plan.regionName, value: plan.regionCode }))
      .sort((a, b) => a.label.localeCompare(b.label));
    // The event's own region stays a choice even when no plan offers it now.
    if (existing?.regionCode && !options.some((option) => option.value === existing.regionCode))
      options.push({ label: existing.regionName ?? existing.regionCode, value: existing.regionCode });
    return [{ label: clubWide, value: "" }, ...options];
  }, [regions.data, existing]);
  const regionName = (code: string) => regionOptions.find((option) => option.value === code)?.label ?? code;

  function close() {
    if (pending) return;
    add.reset();
    change.reset();
    onClose();
  }

  const onSubmit = form.handleSubmit((values) => {
    setOtherErrors(undefined);
    if (existing && changedKeys(eventValuesOf(existing), values).length === 0) {
      notifications.show({ message: "Nothing was changed." });
      onClose();
      return;
    }
    setStep("confirm");
  });

  function confirm() {
    const body = toEventBody(form.getValues());
    const callbacks = {
      onSuccess: () => {
        notifications.show({
          color: "green",
          message: existing ? "The event was changed." : "The event was added. Members see it on My Events.",
        });
        add.reset();
        change.reset();
        onClose();
      },
      onError: (error: Error) => {
        setStep("form");
        setOtherErrors(showServerErrors(form, error, eventFormFields));
      },
    };
    if (existing) change.mutate({ id: existing.id, body }, callbacks);
    else add.mutate(body, callbacks);
  }

  const values = form.getValues();
  const summary = summaryLines(values, regionName);
  const before = existing ? summaryLines(eventValuesOf(existing), regionName) : null;
  const shown = existing ? changedKeys(eventValuesOf(existing), values, regionName) : summaryKeys;

  return (
    <Modal
      opened={editing !== null}
      onClose={close}
      title={existing ? `Edit the event: ${existing.title}` : "Add an event"}
      size="lg"
      closeOnEscape={!pending}
      closeOnClickOutside={!pending}
    >
      {step === "form" ? (
        <form onSubmit={onSubmit} noValidate aria-label="Event">
          <Stack gap="sm">
            <TextInput
              label="Title"
              required
              error={errors.title?.message}
              data-autofocus
              {...form.register("title")}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput
                label="Start date"
                type="date"
                required
                error={errors.dateStart?.message}
                {...form.register("dateStart")}
              />
              <TextInput
                label="End date"
                type="date"
                required
                error={errors.dateEnd?.message}
                {...form.register("dateEnd")}
              />
            </SimpleGrid>
            <ControlledSelect control={form.control} name="regionCode" label="Region" data={regionOptions} />
            <TextInput
              label="Form id"
              required
              description={formIdHint}
              error={errors.formId?.message}
              autoComplete="off"
              {...form.register("formId")}
            />
            <TextInput
              label="Capacity (optional)"
              description={capacityHint}
              inputMode="numeric"
              error={errors.capacity?.message}
              {...form.register("capacity")}
            />
            <ErrorLines errors={otherErrors} />
            <FormActions onCancel={close} />
          </Stack>
        </form>
      ) : (
        <Stack gap="sm">
          <Text fw={700}>
            {existing ? "Save these changes?" : "Add this event? Members see it on My Events at once."}
          </Text>
          <List spacing={4} aria-label={existing ? "The changes" : "The new event"}>
            {shown.map((key) => (
              <List.Item key={key}>
                {before
                  ? `${summaryLabels[key]}: ${before[key]} → ${summary[key]}`
                  : `${summaryLabels[key]}: ${summary[key]}`}
              </List.Item>
            ))}
          </List>
          <Group justify="flex-end" gap="sm">
            <Button ref={backRef} variant="outline" onClick={() => setStep("form")} disabled={pending}>
              Back
            </Button>
            <Button onClick={confirm} loading={pending}>
              {existing ? "Save the changes" : "Add the event"}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
