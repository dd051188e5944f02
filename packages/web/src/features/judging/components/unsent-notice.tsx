import { Alert, Button, Stack, Text } from "@mantine/core";

/** Issue 29: how many sheets wait on this phone for a connection, and the way to try again at once. */
export function UnsentNotice({ count, onSend }: { count: number; onSend: () => void }) {
  return (
    <div role="status">
      {count > 0 && (
        <Alert color="yellow" variant="light">
          <Stack gap="sm" align="flex-start">
            <Text fw={700}>{`Saved on this phone, not yet sent (${count})`}</Text>
            <Text>They are sent by themselves when the phone is back online.</Text>
            <Button type="button" variant="outline" size="md" onClick={onSend}>
              Send now
            </Button>
          </Stack>
        </Alert>
      )}
    </div>
  );
}
