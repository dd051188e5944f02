import type { OfficeEvent } from "@club/domain/office-events.schema";
import { Button, Group, List, Modal, Radio, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMemo } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { ControlledSelect } from "../../components/controlled-fields.tsx";
import { ErrorLines } from "../../components/error-lines.tsx";
import { FormActions } from "../../components/form-actions.tsx";
import { showServerErrors } from "../../office-kit/server-errors.ts";
import { useTwoStepDialog } from "../../office-kit/use-two-step-dialog.ts";
import { type EventsPath, useAddEvent, useChangeEvent } from "../api/use-event-writes.ts";
import {
  eventFormFields,
  eventResolver,
  regionalEventResolver,
  withEventFields,
} from "../form/event-resolver.ts";
import { clubWide, eventSummary, registrationModeLabels } from "../form/event-summary.ts";
import { type EventValues, emptyEventValues, eventValuesOf, toEventBody } from "../form/event-values.ts";
import { PortalEventFields } from "./portal-event-fields.tsx";

export const formIdHint =
  "The number or code of this event's registration form on the form service: the last part of the form's web address, for example 240101. Members' Register button opens this form, and each form sent back registers the member here. Every event needs a form of its own.";
const capacityHints = {
  form: "How many members may register. Leave it empty for no limit. When it is reached, members see the event as full.",
  portal:
    "How many places there are. Leave it empty for no limit. When they are all taken, members who register wait on a waiting list and are offered a place that frees up.",
} as const;

/** A region the form offers: its name, and its code sent. */
export interface RegionChoice {
  label: string;
  value: string;
}

interface EventFormDialogProps {
  /** Open for a new event ("new"), for one to change (the event), or closed (null). */
  editing: OfficeEvent | "new" | null;
  onClose: () => void;
  /** Where the event is written: the office's events, or a regional administrator's. */
  path: EventsPath;
  /** The regions offered, in any order (the form lists them by name). */
  regions: RegionChoice[];
  /**
   * The office may leave the region empty for a club-wide event; a regional administrator must choose one of
   * theirs (chosen already when they have only one).
   */
  allowClubWide: boolean;
}

/**
 * "Add an event" and "Edit" (issues 14 and 28): the event's title, days, region and how members register: through
 * its form on the form service, or here in the portal with its prices, car rule, registration days, cancellation
 * rule and items; then a second step that says what will be saved (for a change, only what changes). The office's
 * events page and a regional administrator's both open it, each writing to its own API.
 */
export function EventFormDialog({ editing, onClose, path, regions, allowClubWide }: EventFormDialogProps) {
  const existing = editing !== null && editing !== "new" ? editing : null;
  const form = useForm<EventValues>({
    defaultValues: emptyEventValues,
    resolver: allowClubWide ? eventResolver : regionalEventResolver,
  });
  const { errors } = form.formState;
  const registration = useWatch({ control: form.control, name: "registration" });
  const add = useAddEvent(path);
  const change = useChangeEvent(path);
  const pending = add.isPending || change.isPending;
  const onlyRegion = !allowClubWide && regions.length === 1 ? (regions[0]?.value ?? "") : "";
  // Each opening starts afresh, from the event being changed (a new one in the administrator's only region).
  const { step, setStep, otherErrors, setOtherErrors, backRef } = useTwoStepDialog(form, editing, (opened) =>
    opened === "new" ? { ...emptyEventValues, regionCode: onlyRegion } : eventValuesOf(opened),
  );

  const regionOptions = useMemo(() => {
    const options = [...regions].sort((a, b) => a.label.localeCompare(b.label));
    // The event's own region stays a choice even when no plan offers it now.
    if (existing?.regionCode && !options.some((option) => option.value === existing.regionCode))
      options.push({ label: existing.regionName ?? existing.regionCode, value: existing.regionCode });
    if (allowClubWide) return [{ label: clubWide, value: "" }, ...options];
    return options.length === 1 ? options : [{ label: "Choose a region", value: "" }, ...options];
  }, [regions, existing, allowClubWide]);
  const regionName = (code: string) => regionOptions.find((option) => option.value === code)?.label ?? code;

  function close() {
    if (pending) return;
    add.reset();
    change.reset();
    onClose();
  }

  const onSubmit = form.handleSubmit((values) => {
    setOtherErrors(undefined);
    if (existing && eventSummary(values, eventValuesOf(existing)).length === 0) {
      notifications.show({ message: "Nothing was changed." });
      onClose();
      return;
    }
    setStep("confirm");
  });

  function confirm() {
    const values = form.getValues();
    const body = toEventBody(values);
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
        setOtherErrors(showServerErrors(form, withEventFields(error, values), eventFormFields(values)));
      },
    };
    if (existing) change.mutate({ id: existing.id, body }, callbacks);
    else add.mutate(body, callbacks);
  }

  const summary = eventSummary(form.getValues(), existing ? eventValuesOf(existing) : null, regionName);

  return (
    <Modal
      opened={editing !== null}
      onClose={close}
      title={existing ? `Edit the event: ${existing.title}` : "Add an event"}
      size="xl"
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
            <ControlledSelect
              control={form.control}
              name="regionCode"
              label="Region"
              required={!allowClubWide}
              data={regionOptions}
            />
            <Controller
              control={form.control}
              name="registration"
              render={({ field }) => (
                <Radio.Group
                  label="How members register"
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.registration?.message}
                >
                  <Group gap="lg" mt="xs">
                    <Radio value="form" label={registrationModeLabels.form} size="md" />
                    <Radio value="portal" label={registrationModeLabels.portal} size="md" />
                  </Group>
                </Radio.Group>
              )}
            />
            {registration === "form" ? (
              <TextInput
                label="Form id"
                required
                description={formIdHint}
                error={errors.formId?.message}
                autoComplete="off"
                {...form.register("formId")}
              />
            ) : null}
            <TextInput
              label="Capacity (optional)"
              description={capacityHints[registration]}
              inputMode="numeric"
              error={errors.capacity?.message}
              {...form.register("capacity")}
            />
            {registration === "portal" ? <PortalEventFields form={form} /> : null}
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
            {summary.map((line) => (
              <List.Item key={line}>{line}</List.Item>
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
