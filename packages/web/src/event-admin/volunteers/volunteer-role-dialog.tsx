import { type RosterRole, volunteerRoleInputSchema } from "@club/domain/volunteer.schema";
import { Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { FieldErrors } from "../../api/api-error.ts";
import { ErrorLines } from "../../components/error-lines.tsx";
import { FormActions } from "../../components/form-actions.tsx";
import { showServerErrors } from "../../office-kit/server-errors.ts";
import { useAddVolunteerRole, useChangeVolunteerRole, type VolunteersRoot } from "./use-volunteers.ts";
import {
  emptyVolunteerRole,
  type VolunteerRoleValues,
  volunteerRoleBody,
  volunteerRoleFields,
  volunteerRoleResolver,
  volunteerRoleValuesOf,
} from "./volunteer-role-form.ts";

interface VolunteerRoleDialogProps {
  root: VolunteersRoot;
  eventId: number;
  /** "new": a role to add; a role: that role to change; null: closed. */
  editing: RosterRole | "new" | null;
  onClose: () => void;
}

/** "Add a role" and "Change" (issue 46): a volunteer role's title, what it is, its places and when. */
export function VolunteerRoleDialog({ root, eventId, editing, onClose }: VolunteerRoleDialogProps) {
  const form = useForm<VolunteerRoleValues>({
    defaultValues: emptyVolunteerRole,
    resolver: volunteerRoleResolver,
  });
  const add = useAddVolunteerRole(root, eventId);
  const change = useChangeVolunteerRole(root, eventId);
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();
  const pending = add.isPending || change.isPending;
  const field = (name: keyof VolunteerRoleValues) => form.getFieldState(name, form.formState).error?.message;

  // Each opening starts from the role as the roster has it, or from nothing.
  useEffect(() => {
    if (editing === null) return;
    form.reset(editing === "new" ? emptyVolunteerRole : volunteerRoleValuesOf(editing));
    setOtherErrors(undefined);
  }, [editing, form]);

  function close() {
    if (pending) return;
    add.reset();
    change.reset();
    onClose();
  }

  const save = form.handleSubmit((values) => {
    if (editing === null) return;
    const body = volunteerRoleInputSchema.parse(volunteerRoleBody(values));
    const done = {
      onSuccess: () => {
        notifications.show({ color: "green", message: `The role "${body.title}" was saved.` });
        close();
      },
      onError: (error: unknown) => setOtherErrors(showServerErrors(form, error, volunteerRoleFields)),
    };
    if (editing === "new") add.mutate(body, done);
    else change.mutate({ id: editing.id, body }, done);
  });

  return (
    <Modal
      opened={editing !== null}
      onClose={close}
      title={editing === "new" ? "Add a volunteer role" : editing ? `Change ${editing.title}` : ""}
      size="lg"
      closeOnEscape={!pending}
    >
      <form onSubmit={save} noValidate aria-label="The volunteer role">
        <Stack gap="md">
          <TextInput
            label="Role"
            description="Marshal, Registration desk, Tabulator…"
            required
            error={field("title")}
            data-autofocus
            {...form.register("title")}
          />
          <TextInput
            label="Places"
            description="How many volunteers the role needs"
            inputMode="numeric"
            required
            error={field("places")}
            {...form.register("places")}
          />
          <TextInput
            label="When"
            description="As members read it, in the club's time: Saturday, 7:30 to 10 a.m."
            error={field("time")}
            {...form.register("time")}
          />
          <Textarea
            label="What the volunteer does"
            rows={3}
            error={field("description")}
            {...form.register("description")}
          />
          <ErrorLines errors={otherErrors} />
          <FormActions onCancel={close} submitLabel="Save the role" pending={pending} />
        </Stack>
      </form>
    </Modal>
  );
}
