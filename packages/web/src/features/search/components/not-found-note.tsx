import { Text } from "@mantine/core";

/** spec §2: a detail page whose request failed. */
export function NotFoundNote() {
  return (
    <Text role="alert" fw={700} size="lg">
      Not Found
    </Text>
  );
}
