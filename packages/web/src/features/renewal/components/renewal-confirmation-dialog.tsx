import { Button, Group, Modal, Stack, Text } from "@mantine/core";

interface RenewalConfirmationDialogProps {
  opened: boolean;
  /** The member info form holds changes that the renewal, replacing it, would drop. */
  hasUnsavedChanges: boolean;
  onContinue: () => void;
  /** "Return later": nothing starts. */
  onClose: () => void;
}

// spec §2: before the renewal wizard, what to expect of it; Continue or Return later.
export function RenewalConfirmationDialog({
  opened,
  hasUnsavedChanges,
  onContinue,
  onClose,
}: RenewalConfirmationDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Renew Your Membership" size="lg">
      <Stack gap="md">
        <Text>
          The renewal application walks you through your membership step by step. Your selections from your
          current membership are already filled in, so you only need to change what is different.
        </Text>
        <Text>
          Please finish the renewal in one sitting: if you leave before checking out, you will need to start
          it again.
        </Text>
        {hasUnsavedChanges && (
          <Text fw={700}>
            Your unsaved changes to Member Info will be lost. Choose Return later to save them first.
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" onClick={onClose}>
            Return later
          </Button>
          <Button onClick={onContinue} data-autofocus>
            Continue
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
