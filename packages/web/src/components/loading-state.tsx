import { Group, Loader, Text } from "@mantine/core";

export function LoadingState({ label = "Loading…" }: { label?: string }) {
  return (
    <Group role="status" gap="sm" py="xl">
      <Loader size="sm" aria-hidden />
      <Text>{label}</Text>
    </Group>
  );
}
