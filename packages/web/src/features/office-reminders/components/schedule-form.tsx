import type { ReminderSchedule } from "@club/domain/reminder-schedule.rules";
import { Button, Checkbox, Group, List, SimpleGrid, Stack, Text } from "@mantine/core";
import { type FormEvent, useEffect, useState } from "react";
import type { FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { ConfirmDialog } from "../../../office-kit/confirm-dialog.tsx";
import { SavedNote } from "../../../office-kit/saved-note.tsx";
import { useSaveReminderSettings } from "../api/use-office-reminders.ts";
import {
  checkSchedule,
  type DaysList,
  listErrors,
  type ScheduleErrors,
  scheduleChanges,
  scheduleServerErrors,
  scheduleToValues,
  withoutListErrors,
} from "../form/reminder-schedule-values.ts";
import { DaysListField } from "./days-list-field.tsx";

interface ScheduleFormProps {
  saved: ReminderSchedule;
  /** Told whenever the form starts or stops holding unsaved changes (the page asks before leaving). */
  onDirtyChange: (dirty: boolean) => void;
}

/** The office administrator's schedule: days before expiry, the window's opening, days after a lapse. */
export function ScheduleForm({ saved, onDirtyChange }: ScheduleFormProps) {
  const save = useSaveReminderSettings();
  const [values, setValues] = useState(() => scheduleToValues(saved));
  const [errors, setErrors] = useState<ScheduleErrors>({});
  const [otherErrors, setOtherErrors] = useState<FieldErrors>();
  const [confirming, setConfirming] = useState<ReminderSchedule | null>(null);
  const [savedNow, setSavedNow] = useState(false);

  const dirty = JSON.stringify(values) !== JSON.stringify(scheduleToValues(saved));
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const setList = (list: DaysList) => (days: string[]) => {
    setValues((current) => ({ ...current, [list]: days }));
    setErrors((current) => withoutListErrors(current, list));
    setSavedNow(false);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setOtherErrors(undefined);
    const checked = checkSchedule(values);
    if (checked.errors) setErrors(checked.errors);
    else setConfirming(checked.schedule);
  }

  function confirm() {
    if (!confirming) return;
    save.mutate(
      { schedule: confirming },
      {
        onSuccess: (settings) => {
          setConfirming(null);
          setValues(scheduleToValues(settings.schedule));
          setSavedNow(true);
        },
        onError: (error) => {
          setConfirming(null);
          const refused = scheduleServerErrors(error);
          setErrors(refused.fields);
          setOtherErrors(refused.other);
        },
      },
    );
  }

  const list = (name: DaysList) => {
    const { message, items } = listErrors(errors, name);
    return { values: values[name], onChange: setList(name), error: message, invalidItems: items };
  };
  const changes = confirming ? scheduleChanges(saved, confirming) : [];
  return (
    <form onSubmit={submit} noValidate aria-label="Schedule">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <DaysListField
            legend="Days before the dues expire"
            unit="days before expiry"
            addLabel="Add a reminder before expiry"
            {...list("beforeExpiryDays")}
          />
          <DaysListField
            legend="Days after a lapse"
            unit="days after a lapse"
            addLabel="Add a reminder after a lapse"
            {...list("afterLapseDays")}
          />
        </SimpleGrid>
        <Checkbox
          label="E-mail when the renewal window opens"
          description="Members who read the club on paper get a letter instead."
          checked={values.windowOpening}
          onChange={(event) => {
            const windowOpening = event.currentTarget.checked;
            setValues((current) => ({ ...current, windowOpening }));
            setSavedNow(false);
          }}
        />
        <ErrorLines errors={otherErrors} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save the schedule
          </Button>
          <Button
            variant="outline"
            disabled={!dirty || save.isPending}
            onClick={() => {
              setValues(scheduleToValues(saved));
              setErrors({});
              setOtherErrors(undefined);
            }}
          >
            Undo my changes
          </Button>
          {savedNow && !dirty ? <SavedNote>The schedule was saved.</SavedNote> : null}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        title="Save the schedule?"
        confirmLabel="Save the schedule"
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
        pending={save.isPending}
      >
        {changes.length > 0 ? (
          <>
            <Text>From the next run on (the daily one, or "Send today's reminders now"):</Text>
            <List spacing={4}>
              {changes.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
            <Text>A reminder already sent this year is not sent again.</Text>
          </>
        ) : (
          <Text>Nothing has changed.</Text>
        )}
      </ConfirmDialog>
    </form>
  );
}
