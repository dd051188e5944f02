import { type Classic, classicLabel } from "@club/domain/classics.schema";
import { Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { ConfirmDialog } from "../../../office-kit/confirm-dialog.tsx";
import { useDeleteClassic } from "../api/use-office-classics.ts";

/** Delete (issue 27) asks first: the entry leaves the list members see, and cars it covered are on none. */
export function DeleteClassicDialog({
  deleting,
  onClose,
}: {
  deleting: Classic | null;
  onClose: () => void;
}) {
  const remove = useDeleteClassic();

  function close() {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  }

  return (
    <ConfirmDialog
      opened={deleting !== null}
      title="Remove this entry from the list?"
      confirmLabel="Remove the entry"
      danger
      pending={remove.isPending}
      onCancel={close}
      onConfirm={() => {
        if (!deleting) return;
        remove.mutate(deleting.id, {
          onSuccess: () => {
            notifications.show({ color: "green", message: "The entry was removed from the list." });
            remove.reset();
            onClose();
          },
        });
      }}
    >
      {deleting ? (
        <Text>{`Remove ${classicLabel(deleting)}? Members no longer see it, and the car approvals no longer show cars as on the list by it.`}</Text>
      ) : null}
      <ErrorLines errors={errorsOf(remove.error)} />
    </ConfirmDialog>
  );
}
