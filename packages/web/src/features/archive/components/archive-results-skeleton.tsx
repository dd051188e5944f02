import { Group, Skeleton, Stack, VisuallyHidden } from "@mantine/core";

/** The results' place while the archive is searched: a few results in their shapes. */
export function ArchiveResultsSkeleton() {
  return (
    <Stack role="status" gap="sm">
      <VisuallyHidden>Searching the archive…</VisuallyHidden>
      {["a", "b", "c"].map((row) => (
        <Group key={row} align="flex-start" gap="md" wrap="nowrap" aria-hidden>
          <Skeleton w={96} h={124} radius="sm" />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton h={20} w="60%" />
            <Skeleton h={14} w="40%" />
            <Skeleton h={14} />
            <Skeleton h={14} w="80%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
