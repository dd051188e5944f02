import { Button, Group, Modal, Stack } from "@mantine/core";
import type { ReactNode } from "react";

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What is about to happen, in plain words: the changes, the amount, what cannot be undone. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The write is on its way: the button shows it, and the dialog cannot be left half-way. */
  pending: boolean;
  /** A change that cannot be taken back (a refund, a merge, a death): the confirm button is red. */
  danger?: boolean;
}

/**
 * The question before every write of the office (issue 13). The dialog keeps the focus inside it (Mantine's
 * Modal), starts on Cancel, closes with Escape, and gives the focus back to the button that opened it.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  pending,
  danger = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!pending) onCancel();
      }}
      title={title}
      size="lg"
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
    >
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" onClick={onCancel} disabled={pending} data-autofocus>
            Cancel
          </Button>
          <Button color={danger ? "red.9" : undefined} onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
