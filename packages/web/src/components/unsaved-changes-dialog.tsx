import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { Blocker } from "react-router";

interface UnsavedChangesDialogProps {
  blocker: Blocker;
  /** Continue, just before leaving: e.g. a wizard drops the progress it kept for a reload. */
  onLeave?: () => void;
}

// spec §2: the question asked before leaving a page with unsaved changes: Cancel stays, Continue leaves.
export function UnsavedChangesDialog({ blocker, onLeave }: UnsavedChangesDialogProps) {
  const stay = () => blocker.reset?.();
  return (
    <Modal
      opened={blocker.state === "blocked"}
      onClose={stay}
      title="Are You Sure You Want to Leave the Page?"
    >
      <Stack gap="md">
        <Text>Unsaved Changes will be lost</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" onClick={stay} data-autofocus>
            Cancel
          </Button>
          <Button
            onClick={() => {
              onLeave?.();
              blocker.proceed?.();
            }}
          >
            Continue
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
