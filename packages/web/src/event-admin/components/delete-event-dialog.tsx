import type { OfficeEvent } from "@club/domain/office-events.schema";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { errorsOf } from "../../api/api-error.ts";
import { ErrorLines } from "../../components/error-lines.tsx";
import { ConfirmDialog } from "../../office-kit/confirm-dialog.tsx";
import { type EventsPath, useDeleteEvent } from "../api/use-event-writes.ts";
import { eventDays, registeredLine } from "../format/event-format.ts";

interface DeleteEventDialogProps {
  /** The event to delete; null keeps the dialog closed. */
  deleting: OfficeEvent | null;
  onClose: () => void;
  /** Opens the event's form instead (an event with registrations is changed, not deleted). */
  onEdit: (event: OfficeEvent) => void;
  /** Where the event is deleted: the office's events, or a regional administrator's. */
  path: EventsPath;
}

/**
 * Delete (issue 14) asks first. An event members registered for cannot go (their registrations point at it): the
 * dialog says so and offers to edit it instead, as the server would answer.
 */
export function DeleteEventDialog({ deleting, onClose, onEdit, path }: DeleteEventDialogProps) {
  const remove = useDeleteEvent(path);

  function close() {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  }

  if (deleting && deleting.registered > 0) {
    return (
      <Modal opened onClose={close} title="This event cannot be deleted" size="lg">
        <Stack gap="md">
          <Text>
            {`${deleting.title} (${eventDays(deleting)}) has ${registeredLine(deleting)}. An event that members registered for is kept with their registrations.`}
          </Text>
          <Text>You can edit the event instead: change its title, dates or capacity.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="outline" onClick={close} data-autofocus>
              Close
            </Button>
            <Button
              onClick={() => {
                close();
                onEdit(deleting);
              }}
            >
              Edit the event
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  return (
    <ConfirmDialog
      opened={deleting !== null}
      title="Delete this event?"
      confirmLabel="Delete the event"
      danger
      pending={remove.isPending}
      onCancel={close}
      onConfirm={() => {
        if (!deleting) return;
        remove.mutate(deleting.id, {
          onSuccess: () => {
            notifications.show({ color: "green", message: "The event was deleted." });
            remove.reset();
            onClose();
          },
        });
      }}
    >
      {deleting ? (
        <Text>{`Delete ${deleting.title} (${eventDays(deleting)})? Members will no longer see it on My Events. This cannot be undone.`}</Text>
      ) : null}
      <ErrorLines errors={errorsOf(remove.error)} />
    </ConfirmDialog>
  );
}
