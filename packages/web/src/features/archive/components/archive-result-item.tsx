import type { ArchiveSearchResult } from "@club/domain/archive.schema";
import { Anchor, Group, Image, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { archivePagePath, issueFacts, issueName, pageOfIssue } from "../../../lib/archive-words.ts";
import { SnippetText } from "./snippet-text.tsx";

interface ArchiveResultItemProps {
  result: ArchiveSearchResult;
  /** The search's address, so the page's "Back to the search" returns to these results. */
  search: string;
}

// Issue 45: one page the search found: its picture, the issue, the page's number (the link to read it) and its words
// around the hits.
export function ArchiveResultItem({ result, search }: ArchiveResultItemProps) {
  const { issue, page } = result;
  const headingId = `archive-result-${issue.id}-${page}`;
  return (
    <Paper component="li" withBorder p="sm" aria-labelledby={headingId}>
      <Group align="flex-start" gap="md" wrap="nowrap">
        {result.thumbnailUrl ? (
          <Image
            src={result.thumbnailUrl}
            alt={pageOfIssue(page, issue)}
            w={{ base: 72, sm: 120 }}
            radius="sm"
            style={{ flexShrink: 0 }}
          />
        ) : null}
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={3} size="h4" id={headingId}>
            <Anchor component={Link} to={archivePagePath(issue.id, page)} state={{ search }}>
              {`${issueName(issue)}, page ${page}`}
            </Anchor>
          </Title>
          <Text size="sm">{issueFacts(issue)}</Text>
          <SnippetText parts={result.snippet} />
        </Stack>
      </Group>
    </Paper>
  );
}
