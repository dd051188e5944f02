import { Stack, Text } from "@mantine/core";

/**
 * A member's plain text (a region's news post): paragraphs apart where a blank line separates them, line breaks kept
 * inside one. Rendered as text, never as HTML.
 */
export function PlainText({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== "");
  return (
    <Stack gap="xs">
      {paragraphs.map((paragraph, index) => (
        // A paragraph's place is its identity: the text has no other.
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are neither reordered nor edited here
        <Text key={index} style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
          {paragraph.trim()}
        </Text>
      ))}
    </Stack>
  );
}
