import { Text } from "@mantine/core";

/** Issue 46: an election's voter roll for the office. The voting slice writes this tab; until then it says so. */
export function RollTab(_props: { electionId: number }) {
  return <Text>The voter roll is made on the record date.</Text>;
}
