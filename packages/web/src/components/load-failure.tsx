import { Button, Group, Text } from "@mantine/core";

/** spec §8: a list that failed to load stays empty, says so, and can be loaded again. */
export function LoadFailure({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Group role="alert" gap="sm" py="sm">
      <Text>{`The ${what} could not be loaded.`}</Text>
      <Button type="button" variant="outline" size="compact-md" onClick={onRetry}>
        Try again
      </Button>
    </Group>
  );
}
