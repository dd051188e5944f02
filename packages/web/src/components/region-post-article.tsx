import type { RegionPost } from "@club/domain/region-posts.schema";
import { Badge, Group, Stack, Text, Title, type TitleOrder } from "@mantine/core";
import type { ReactNode } from "react";
import { dayOfMoment } from "../lib/club-clock.ts";
import { PlainText } from "./plain-text.tsx";

/**
 * Issue 42: a region's news post as an article named by its title: "Members only" when it is, its day and author as
 * the server words them, its plain text. On the region's page and on its editor's page (with their buttons).
 */
export function RegionPostArticle({
  post,
  order,
  children,
}: {
  post: RegionPost;
  /** The title's heading level under the section that lists the posts. */
  order: TitleOrder;
  children?: ReactNode;
}) {
  const headingId = `region-post-${post.id}`;
  return (
    <Stack component="article" gap="xs" aria-labelledby={headingId}>
      <Group gap="sm" wrap="wrap">
        <Title order={order} id={headingId} style={{ overflowWrap: "anywhere" }}>
          {post.title}
        </Title>
        {post.membersOnly ? (
          <Badge variant="light" c="dark">
            Members only
          </Badge>
        ) : null}
      </Group>
      <Text c="dimmed" fz="sm">
        {post.author ? `${dayOfMoment(post.publishedAt)}, by ${post.author}` : dayOfMoment(post.publishedAt)}
      </Text>
      <PlainText text={post.body} />
      {children}
    </Stack>
  );
}
