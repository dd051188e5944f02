import type { OfficeArchiveIssue } from "@club/domain/archive.schema";
import { Modal, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { FormActions } from "../../../components/form-actions.tsx";
import { issueName } from "../../../lib/archive-words.ts";
import { showServerErrors } from "../../../office-kit/server-errors.ts";
import { useChangeIssue } from "../api/use-archive-issues.ts";
import {
  emptyIssueValues,
  type IssueValues,
  issueBodyOf,
  issueFormFields,
  issueResolver,
  issueValuesOf,
} from "../form/issue-form.ts";
import { IssueFields } from "./issue-fields.tsx";

interface EditIssueDialogProps {
  /** The issue to correct; null keeps the dialog closed. */
  issue: OfficeArchiveIssue | null;
  publications: readonly string[];
  onClose: () => void;
}

/** "Edit" (issue 45): an issue's facts corrected, or opened to everyone; its PDF and pages stay as they are. */
export function EditIssueDialog({ issue, publications, onClose }: EditIssueDialogProps) {
  const form = useForm<IssueValues>({ defaultValues: emptyIssueValues, resolver: issueResolver });
  const change = useChangeIssue();
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();

  // Each opening starts from the issue as the list has it.
  useEffect(() => {
    if (!issue) return;
    form.reset(issueValuesOf(issue));
    setOtherErrors(undefined);
  }, [issue, form]);

  function close() {
    if (change.isPending) return;
    change.reset();
    onClose();
  }

  const save = form.handleSubmit((values) => {
    if (!issue) return;
    setOtherErrors(undefined);
    change.mutate(
      { id: issue.id, facts: issueBodyOf(values) },
      {
        onSuccess: (saved) => {
          notifications.show({ color: "green", message: `${issueName(saved)} was changed.` });
          change.reset();
          onClose();
        },
        onError: (error) => setOtherErrors(showServerErrors(form, error, issueFormFields)),
      },
    );
  });

  return (
    <Modal
      opened={issue !== null}
      onClose={close}
      title={issue ? `Edit ${issueName(issue)}` : ""}
      size="lg"
      closeOnEscape={!change.isPending}
      closeOnClickOutside={!change.isPending}
    >
      <form onSubmit={save} noValidate aria-label="The issue's facts">
        <Stack gap="md">
          <IssueFields form={form} publications={publications} />
          <ErrorLines errors={otherErrors} />
          <FormActions onCancel={close} submitLabel="Save the issue" pending={change.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
