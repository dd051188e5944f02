import { type RegionPost, regionPagePostCount } from "@club/domain/region-posts.schema";
import { Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { RegionPostArticle } from "../../../components/region-post-article.tsx";
import { Pager } from "../../../office-kit/pager.tsx";
import { useRegionPosts } from "../api/use-region-posts.ts";

function Posts({ posts }: { posts: RegionPost[] }) {
  return (
    <Stack gap="lg">
      {posts.map((post) => (
        <RegionPostArticle key={post.id} post={post} order={3} />
      ))}
    </Stack>
  );
}

/**
 * Issue 42: a region's news, as the server chose it for the reader (members-only posts only to a member in good
 * standing), each author named as the server words them: the page's newest posts, then, on asking, all of them by
 * pages.
 */
export function RegionNews({ code, posts }: { code: string; posts: RegionPost[] }) {
  const [page, setPage] = useState<number | null>(null);
  const all = useRegionPosts(code, page ?? 1, page !== null);
  if (posts.length === 0) return <Text>The region has posted no news yet.</Text>;
  if (page === null)
    return (
      <Stack gap="lg">
        <Posts posts={posts} />
        {posts.length >= regionPagePostCount ? (
          <Group>
            <Button variant="outline" onClick={() => setPage(1)}>
              All the region's news
            </Button>
          </Group>
        ) : null}
      </Stack>
    );
  return (
    <Stack gap="lg" aria-busy={all.isFetching}>
      {all.isPending ? <LoadingState label="Loading the region's news…" /> : null}
      {all.isError ? <LoadFailure what="region's news" onRetry={() => void all.refetch()} /> : null}
      {all.data ? (
        <>
          <Posts posts={all.data.results} />
          <Pager
            page={all.data.page}
            pageSize={all.data.pageSize}
            total={all.data.total}
            shown={all.data.results.length}
            onPage={setPage}
          />
        </>
      ) : null}
    </Stack>
  );
}
