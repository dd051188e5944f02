import {
  type ReminderKind,
  type ReminderTemplates,
  reminderKinds,
  reminderSettingsUpdateSchema,
  templateKeyOf,
} from "@club/domain/reminder-schedule.rules";
import { Button, Group, List, Stack, Tabs, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { get, type Path, useForm } from "react-hook-form";
import { errorsOf, type FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { bodyResolver } from "../../../office-kit/body-resolver.ts";
import { ConfirmDialog } from "../../../office-kit/confirm-dialog.tsx";
import { SavedNote } from "../../../office-kit/saved-note.tsx";
import { showServerErrors } from "../../../office-kit/server-errors.ts";
import { useSaveReminderSettings } from "../api/use-office-reminders.ts";
import { TemplateFields, type TemplateValues } from "./template-fields.tsx";

const kindLabels: Record<ReminderKind, string> = {
  window_open: "Renewal window opened",
  before_expiry: "Before expiry",
  after_lapse: "After a lapse",
};

/** Every field of the form, in the order of the tabs: the first with an error is the one shown. */
const fields = reminderKinds.flatMap((kind) =>
  (["subject", "body"] as const).map((part) => `templates.${templateKeyOf[kind]}.${part}` as const),
);

const kindOf = (field: string) =>
  reminderKinds.find((kind) => field.startsWith(`templates.${templateKeyOf[kind]}.`)) ?? "window_open";

const resolver = bodyResolver<TemplateValues>(reminderSettingsUpdateSchema, (values) => values);

/** The templates that change, in words, for the question before saving. */
function changedKinds(before: ReminderTemplates, after: ReminderTemplates): string[] {
  return reminderKinds.flatMap((kind) => {
    const key = templateKeyOf[kind];
    const parts = [
      before[key].subject !== after[key].subject ? "the subject" : null,
      before[key].body !== after[key].body ? "the message" : null,
    ].filter((part) => part !== null);
    return parts.length > 0 ? [`${kindLabels[kind]}: ${parts.join(" and ")}.`] : [];
  });
}

interface TemplatesFormProps {
  saved: ReminderTemplates;
  /** Office staff read the templates; only an office administrator may change them. */
  readOnly: boolean;
  onDirtyChange: (dirty: boolean) => void;
}

/** The three templates, a tab each; saved together, after a question naming what changes. */
export function TemplatesForm({ saved, readOnly, onDirtyChange }: TemplatesFormProps) {
  const save = useSaveReminderSettings();
  const form = useForm<TemplateValues>({ resolver, mode: "onTouched", defaultValues: { templates: saved } });
  const [tab, setTab] = useState<ReminderKind>("window_open");
  const [confirming, setConfirming] = useState<ReminderTemplates | null>(null);
  const [otherErrors, setOtherErrors] = useState<FieldErrors>();
  const [savedNow, setSavedNow] = useState(false);
  // A field with an error may be on a tab not shown: its tab opens first, then the field takes the focus.
  const [focusing, setFocusing] = useState<Path<TemplateValues> | null>(null);
  const { isDirty } = form.formState;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => {
    if (focusing === null) return;
    form.setFocus(focusing);
    setFocusing(null);
  }, [focusing, form]);

  const showField = (field: (typeof fields)[number] | undefined) => {
    if (!field) return;
    setTab(kindOf(field));
    setFocusing(field);
  };

  const onSubmit = form.handleSubmit(
    (values) => {
      setOtherErrors(undefined);
      setSavedNow(false);
      setConfirming(values.templates);
    },
    (errors) => showField(fields.find((field) => get(errors, field))),
  );

  function confirm() {
    if (!confirming) return;
    save.mutate(
      { templates: confirming },
      {
        onSuccess: (settings) => {
          setConfirming(null);
          form.reset({ templates: settings.templates });
          setSavedNow(true);
        },
        onError: (error) => {
          setConfirming(null);
          setOtherErrors(showServerErrors(form, error, fields));
          const named = errorsOf(error) ?? {};
          showField(fields.find((field) => named[field]));
        },
      },
    );
  }

  const changes = confirming ? changedKinds(saved, confirming) : [];
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Templates">
      <Stack gap="md">
        {readOnly ? <Text fw={700}>Only an office administrator can change the templates.</Text> : null}
        <Tabs
          value={tab}
          onChange={(value) => setTab(reminderKinds.find((kind) => kind === value) ?? tab)}
          keepMounted={false}
        >
          <Tabs.List aria-label="Which reminder">
            {reminderKinds.map((kind) => (
              <Tabs.Tab key={kind} value={kind} fz="md" fw={700}>
                {kindLabels[kind]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {reminderKinds.map((kind) => (
            <Tabs.Panel key={kind} value={kind} pt="md">
              <TemplateFields kind={kind} form={form} readOnly={readOnly} />
            </Tabs.Panel>
          ))}
        </Tabs>
        <ErrorLines errors={otherErrors} />
        {readOnly ? null : (
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save the templates
            </Button>
            <Button
              variant="outline"
              disabled={!isDirty || save.isPending}
              onClick={() => {
                form.reset({ templates: saved });
                setOtherErrors(undefined);
              }}
            >
              Undo my changes
            </Button>
            {savedNow && !isDirty ? <SavedNote>The templates were saved.</SavedNote> : null}
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        title="Save the templates?"
        confirmLabel="Save the templates"
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
        pending={save.isPending}
      >
        {changes.length > 0 ? (
          <>
            <Text>These change:</Text>
            <List spacing={4}>
              {changes.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
            <Text>The next reminders use the new words; those already sent keep theirs.</Text>
          </>
        ) : (
          <Text>Nothing has changed.</Text>
        )}
      </ConfirmDialog>
    </form>
  );
}
