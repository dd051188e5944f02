import { Skeleton, Stack, VisuallyHidden } from "@mantine/core";

/** The numbers' place while they are counted: the sentence, the chart and the table's rows, in their shapes. */
export function RegistrySkeleton() {
  return (
    <Stack role="status" gap="md">
      <VisuallyHidden>Counting the registry's cars…</VisuallyHidden>
      <Skeleton h={24} w="70%" aria-hidden />
      <Skeleton h={260} aria-hidden />
      <Stack gap={6} aria-hidden>
        {["a", "b", "c", "d", "e"].map((row) => (
          <Skeleton key={row} h={28} />
        ))}
      </Stack>
    </Stack>
  );
}
