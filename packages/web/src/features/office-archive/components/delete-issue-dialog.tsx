import type { OfficeArchiveIssue } from "@club/domain/archive.schema";
import { Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { issueName } from "../../../lib/archive-words.ts";
import { ConfirmDialog } from "../../../office-kit/confirm-dialog.tsx";
import { useDeleteIssue } from "../api/use-archive-issues.ts";

/**
 * Delete (issue 45) asks first: the issue's PDF and pages leave the archive and its search. The server refuses (409)
 * while cars' histories point to its pages, and the dialog says why in the server's words.
 */
export function DeleteIssueDialog({
  issue,
  onClose,
}: {
  issue: OfficeArchiveIssue | null;
  onClose: () => void;
}) {
  const remove = useDeleteIssue();

  function close() {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  }

  return (
    <ConfirmDialog
      opened={issue !== null}
      title="Delete this issue?"
      confirmLabel="Delete the issue"
      danger
      pending={remove.isPending}
      onCancel={close}
      onConfirm={() => {
        if (!issue) return;
        remove.mutate(issue.id, {
          onSuccess: () => {
            notifications.show({
              color: "green",
              message: `${issueName(issue)} was deleted from the archive.`,
            });
            remove.reset();
            onClose();
          },
        });
      }}
    >
      {issue ? (
        <Text>{`Delete ${issueName(issue)}? Its PDF and its pages leave the archive, and no search finds them again. This cannot be undone.`}</Text>
      ) : null}
      <ErrorLines errors={errorsOf(remove.error)} />
    </ConfirmDialog>
  );
}
