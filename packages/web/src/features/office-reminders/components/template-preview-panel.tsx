import type { ReminderKind } from "@club/domain/reminder-schedule.rules";
import { Paper, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useId } from "react";
import { errorsOf } from "../../../api/api-error.ts";
import { formatErrorLines } from "../../../components/field-labels.ts";
import { LoadingState } from "../../../components/loading-state.tsx";
import { useTemplatePreview } from "../api/use-office-reminders.ts";

/** Long enough that the preview is not asked for at every letter typed. */
const typingPauseMs = 500;

const fieldNames = { subject: "Subject", body: "Message" };

/** The template as a member reads it, filled with an example member's details, once the typing pauses. */
export function TemplatePreviewPanel({
  kind,
  subject,
  body,
}: {
  kind: ReminderKind;
  subject: string;
  body: string;
}) {
  const headingId = useId();
  const [typedSubject] = useDebouncedValue(subject, typingPauseMs);
  const [typedBody] = useDebouncedValue(body, typingPauseMs);
  const ready = typedSubject.trim() !== "" && typedBody.trim() !== "";
  const preview = useTemplatePreview(kind, ready ? { subject: typedSubject, body: typedBody } : null);
  const refused = preview.isError ? formatErrorLines(errorsOf(preview.error) ?? {}, fieldNames) : [];

  return (
    <Paper
      component="section"
      withBorder
      p="md"
      bg="gray.0"
      aria-labelledby={headingId}
      aria-busy={preview.isFetching}
    >
      <Title order={3} size="h4" id={headingId} mb={4}>
        Preview
      </Title>
      <Text mb="sm">As a member reads it, here with an example member's details.</Text>
      {!ready ? (
        <Text>Type a subject and a message to see them here.</Text>
      ) : refused.length > 0 ? (
        <Stack gap={4}>
          <Text>The preview shows again once the template is right:</Text>
          {refused.map((line) => (
            <Text key={line} c="red.9" fw={700}>
              {line}
            </Text>
          ))}
        </Stack>
      ) : preview.data ? (
        <Stack gap="sm">
          <Text fw={700} style={{ overflowWrap: "anywhere" }}>
            Subject: {preview.data.subject}
          </Text>
          <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{preview.data.body}</Text>
        </Stack>
      ) : (
        <LoadingState label="Loading the preview…" />
      )}
    </Paper>
  );
}
