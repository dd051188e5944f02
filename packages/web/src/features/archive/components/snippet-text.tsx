import type { SnippetPart } from "@club/domain/archive.schema";
import { Text } from "@mantine/core";

/** A result's words around its hits, the words the search matched marked. */
export function SnippetText({ parts }: { parts: SnippetPart[] }) {
  return (
    <Text>
      {"… "}
      {parts.map((part, index) =>
        // The parts never change order while shown, and the same words may come twice.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        part.hit ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
      {" …"}
    </Text>
  );
}
