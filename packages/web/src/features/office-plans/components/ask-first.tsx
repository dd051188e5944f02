import { Button, Group, Stack, Text } from "@mantine/core";

interface AskFirstProps {
  question: string;
  /** The destructive button's words, in the club's dark red. */
  doWords: string;
  pending: boolean;
  onDo: () => void;
  onKeep: () => void;
}

/** A question before something that cannot be taken back, answered in place: "Keep it" or the act itself. */
export function AskFirst({ question, doWords, pending, onDo, onKeep }: AskFirstProps) {
  return (
    <Stack gap="xs">
      <Text>{question}</Text>
      <Group gap="sm">
        <Button variant="outline" size="compact-md" onClick={onKeep} disabled={pending}>
          Keep it
        </Button>
        <Button size="compact-md" color="red.9" loading={pending} onClick={onDo}>
          {doWords}
        </Button>
      </Group>
    </Stack>
  );
}
