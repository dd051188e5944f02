import { noteInputSchema, type OfficeMemberRecord } from "@club/domain/office.schema";
import { Button, Group, Paper, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type KeyboardEvent, useState } from "react";
import { useForm } from "react-hook-form";
import type { FieldErrors } from "../../../../api/api-error.ts";
import { ErrorLines } from "../../../../components/error-lines.tsx";
import { bodyResolver } from "../../../../office-kit/body-resolver.ts";
import { ConfirmDialog } from "../../../../office-kit/confirm-dialog.tsx";
import { formatMoment } from "../../../../office-kit/office-format.ts";
import { showServerErrors } from "../../../../office-kit/server-errors.ts";
import { useAddNote } from "../../api/use-add-note.ts";

interface NoteValues {
  text: string;
}

const resolver = bodyResolver(noteInputSchema, (values: NoteValues) => ({ text: values.text }));

/** The office's dated notes on the member, newest first, and the form to add one (notes cannot be changed later). */
export function NotesTab({ record }: { record: OfficeMemberRecord }) {
  const addNote = useAddNote(record.profile.id);
  const form = useForm<NoteValues>({ defaultValues: { text: "" }, resolver });
  const { errors } = form.formState;
  const [confirming, setConfirming] = useState(false);
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();

  const onSubmit = form.handleSubmit(() => {
    setOtherErrors(undefined);
    setConfirming(true);
  });

  // In a text area Enter starts a new line; Ctrl+Enter (or Cmd+Enter) adds the note.
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void onSubmit();
    }
  }

  function confirm() {
    addNote.mutate(form.getValues().text.trim(), {
      onSuccess: () => {
        setConfirming(false);
        form.reset({ text: "" });
        notifications.show({ color: "green", message: "The note was added." });
      },
      onError: (error) => {
        setConfirming(false);
        setOtherErrors(showServerErrors(form, error, ["text"]));
      },
    });
  }

  return (
    <Stack gap="md" maw={900}>
      <form onSubmit={onSubmit} noValidate aria-label="Add a note">
        <Stack gap="sm">
          <Textarea
            label="Add a note"
            description="Press Ctrl+Enter, or the button, to add it."
            rows={4}
            error={errors.text?.message}
            onKeyDown={onKeyDown}
            {...form.register("text")}
          />
          <ErrorLines errors={otherErrors} />
          <Group>
            <Button type="submit" loading={addNote.isPending}>
              Add note
            </Button>
          </Group>
        </Stack>
      </form>
      {record.notes.length === 0 ? (
        <Text>No notes yet.</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }} aria-label="Notes">
          {record.notes.map((note) => (
            <Paper component="li" key={note.id} withBorder p="sm">
              <Text
                fw={700}
              >{`${formatMoment(note.createdAt)}${note.authorName ? `, ${note.authorName}` : ""}`}</Text>
              <Text style={{ whiteSpace: "pre-wrap" }}>{note.text}</Text>
            </Paper>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Add this note?"
        confirmLabel="Add note"
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
        pending={addNote.isPending}
      >
        <Text style={{ whiteSpace: "pre-wrap" }}>{form.getValues().text.trim()}</Text>
        <Text>Notes are kept in the member's history and cannot be changed or removed later.</Text>
      </ConfirmDialog>
    </Stack>
  );
}
