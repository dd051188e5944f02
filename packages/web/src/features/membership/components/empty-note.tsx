import { Text } from "@mantine/core";

/** spec §8: an empty membership panel says "(no … registered)". */
export function EmptyNote({ what }: { what: string }) {
  return <Text fs="italic">{`(no ${what} registered)`}</Text>;
}
