import {
  type ReminderKind,
  type ReminderTemplates,
  templateKeyOf,
} from "@club/domain/reminder-schedule.rules";
import { SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useRef } from "react";
import { type FieldError, get, type UseFormReturn, useWatch } from "react-hook-form";
import { PlaceholderButtons } from "./placeholder-buttons.tsx";
import { TemplatePreviewPanel } from "./template-preview-panel.tsx";

export interface TemplateValues {
  templates: ReminderTemplates;
}

const whenSent: Record<ReminderKind, string> = {
  window_open: "Sent when the renewal window opens, if the schedule says so.",
  before_expiry:
    "Sent on each of the schedule's days before the dues expire; {{days}} says how many are left.",
  after_lapse: "Sent on each of the schedule's days after a membership lapsed.",
};

type Part = "subject" | "body";

/** One kind of reminder's subject and message, the placeholders to put in them, and the preview beside them. */
export function TemplateFields({
  kind,
  form,
  readOnly,
}: {
  kind: ReminderKind;
  form: UseFormReturn<TemplateValues>;
  readOnly: boolean;
}) {
  const key = templateKeyOf[kind];
  const nameOf = (part: Part) => `templates.${key}.${part}` as const;
  const elements = useRef<Record<Part, HTMLInputElement | HTMLTextAreaElement | null>>({
    subject: null,
    body: null,
  });
  // Where a placeholder goes: the field last in focus, the message until one has been.
  const lastPart = useRef<Part>("body");
  const template = useWatch({ control: form.control, name: `templates.${key}` });

  const field = (part: Part) => {
    const registered = form.register(nameOf(part));
    return {
      ...registered,
      ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
        registered.ref(element);
        elements.current[part] = element;
      },
      onFocus: () => {
        lastPart.current = part;
      },
      error: (get(form.formState.errors, nameOf(part)) as FieldError | undefined)?.message,
      readOnly,
    };
  };

  function insert(placeholder: string) {
    const part = lastPart.current;
    const element = elements.current[part];
    const text = form.getValues(nameOf(part));
    // The field keeps its selection while a button has the focus.
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? start;
    form.setValue(nameOf(part), text.slice(0, start) + placeholder + text.slice(end), {
      shouldDirty: true,
      shouldTouch: true,
      shouldValidate: true,
    });
    const caret = start + placeholder.length;
    element?.focus();
    element?.setSelectionRange(caret, caret);
  }

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <Stack gap="md">
        <Text>{whenSent[kind]}</Text>
        <TextInput label="Subject" {...field("subject")} />
        <Textarea label="Message" autosize minRows={8} {...field("body")} />
        {readOnly ? null : <PlaceholderButtons onInsert={insert} />}
      </Stack>
      <TemplatePreviewPanel kind={kind} subject={template.subject} body={template.body} />
    </SimpleGrid>
  );
}
