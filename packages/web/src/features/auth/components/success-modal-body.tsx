import { Button, Group, Stack, Text } from "@mantine/core";

interface SuccessModalBodyProps {
  message: string;
  onClose: () => void;
  onGoToLogin: (() => void) | undefined;
}

export function SuccessModalBody({ message, onClose, onGoToLogin }: SuccessModalBodyProps) {
  return (
    <Stack gap="lg">
      <Text>{message}</Text>
      <Group justify="flex-end">
        {onGoToLogin ? <Button onClick={onGoToLogin}>Go to Login</Button> : null}
        <Button variant={onGoToLogin ? "outline" : "filled"} onClick={onClose}>
          OK
        </Button>
      </Group>
    </Stack>
  );
}
