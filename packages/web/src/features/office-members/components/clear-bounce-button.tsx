import { Button, Stack, Text, VisuallyHidden } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { errorsOf, type FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { ConfirmDialog } from "../../../office-kit/confirm-dialog.tsx";
import { useClearBounce } from "../api/use-office-bounces.ts";

/** "Clear bounce" for one address, after a question: once the member has confirmed the address works. */
export function ClearBounceButton({ address }: { address: string }) {
  const clear = useClearBounce();
  const [confirming, setConfirming] = useState(false);
  const [refused, setRefused] = useState<FieldErrors | undefined>();

  function confirm() {
    setRefused(undefined);
    clear.mutate(address, {
      onSuccess: () => {
        setConfirming(false);
        notifications.show({ color: "green", message: `The bounce of ${address} was cleared.` });
      },
      onError: (error) => {
        setConfirming(false);
        setRefused(errorsOf(error));
      },
    });
  }

  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="outline" size="compact-md" onClick={() => setConfirming(true)}>
        Clear bounce<VisuallyHidden>{` of ${address}`}</VisuallyHidden>
      </Button>
      <ErrorLines errors={refused} />
      <ConfirmDialog
        opened={confirming}
        title="Clear the bounce?"
        confirmLabel="Clear bounce"
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
        pending={clear.isPending}
      >
        <Text>{`Send mail to ${address} again, renewal reminders and announcements included?`}</Text>
        <Text>
          Clear it only once the member has confirmed that the address works: if it still bounces, the next
          message marks it again.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
