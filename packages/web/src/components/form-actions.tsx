import { Button, Group } from "@mantine/core";

interface FormActionsProps {
  onCancel: () => void;
  /** The submit button's words: "Continue" when a question follows before anything is sent. */
  submitLabel?: string;
  /** The form is on its way: Cancel waits, and the submit button says so. */
  pending?: boolean;
  /** The submit button decides something hard to take back (a rejection): it is red. */
  danger?: boolean;
}

/** The foot of a dialog's form: Cancel, then the form's submit button. */
export function FormActions({
  onCancel,
  submitLabel = "Continue",
  pending = false,
  danger = false,
}: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" color={danger ? "red.9" : undefined} loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
}
