import { Text } from "@mantine/core";

/** Issue 46: an election's count and results for the office. The results slice writes this tab. */
export function ResultsTab(_props: { electionId: number }) {
  return <Text>The results are counted after voting closes.</Text>;
}
