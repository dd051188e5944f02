import { Box, Group, Loader, Text } from "@mantine/core";

export function LoadingState({ label = "Loading…" }: { label?: string }) {
  return (
    <Group role="status" gap="sm" py="xl">
      <Loader size="sm" aria-hidden />
      <Text>{label}</Text>
    </Group>
  );
}

/**
 * A whole page's place while it loads: as tall as the screen, so the footer stays below it instead of showing and
 * then being pushed away when the page arrives (a layout shift, issue 11).
 */
export function PageLoadingState({ label }: { label?: string }) {
  return (
    <Box mih="100vh">
      <LoadingState label={label} />
    </Box>
  );
}
