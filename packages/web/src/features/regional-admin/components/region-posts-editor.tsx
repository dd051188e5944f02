import type { RegionPost } from "@club/domain/region-posts.schema";
import { Button, Group, Modal, Paper, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { RegionPostArticle } from "../../../components/region-post-article.tsx";
import { Pager } from "../../../office-kit/pager.tsx";
import { useAddPost, useChangePost, useDeletePost, useEditorPosts } from "../api/use-region-news.ts";
import { RegionPostForm } from "./region-post-form.tsx";

/** Issue 42: the region's news posts for its editor: a new one, and each one's change or deletion (asked first). */
export function RegionPostsEditor({ code }: { code: string }) {
  const [page, setPage] = useState(1);
  const posts = useEditorPosts(code, page);
  const add = useAddPost(code);
  const change = useChangePost(code);
  const remove = useDeletePost(code);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<RegionPost | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    await remove.mutateAsync(deleting.id);
    notifications.show({ message: `"${deleting.title}" was deleted.` });
    setDeleting(null);
  }

  return (
    <Stack component="section" gap="md" aria-labelledby="region-posts">
      <Title order={2} id="region-posts">
        News posts
      </Title>
      <Text>Posts appear on the region's page at once, the newest first.</Text>
      <Title order={3}>Write a post</Title>
      <RegionPostForm
        label="Write a post"
        submitLabel="Publish the post"
        pending={add.isPending}
        onSave={async (values) => {
          await add.mutateAsync(values);
          notifications.show({ message: "The post is on the region's page." });
        }}
      />
      <Title order={3}>Published posts</Title>
      {posts.isPending ? <LoadingState label="Loading the posts…" /> : null}
      {posts.isError ? <LoadFailure what="posts" onRetry={() => void posts.refetch()} /> : null}
      {posts.data && posts.data.results.length === 0 ? <Text>No post has been published yet.</Text> : null}
      {posts.data?.results.map((post) =>
        editing === post.id ? (
          <Paper key={post.id} withBorder p="md">
            <RegionPostForm
              label={`Change "${post.title}"`}
              initial={{ title: post.title, body: post.body, membersOnly: post.membersOnly }}
              submitLabel="Save the changes"
              pending={change.isPending}
              onCancel={() => setEditing(null)}
              onSave={async (values) => {
                await change.mutateAsync({ id: post.id, ...values });
                setEditing(null);
                notifications.show({ message: "The post was changed." });
              }}
            />
          </Paper>
        ) : (
          <Paper key={post.id} withBorder p="md">
            <RegionPostArticle post={post} order={4}>
              <Group gap="sm">
                <Button
                  variant="default"
                  onClick={() => setEditing(post.id)}
                  aria-label={`Change "${post.title}"`}
                >
                  Change
                </Button>
                <Button
                  variant="outline"
                  color="red.9"
                  onClick={() => setDeleting(post)}
                  aria-label={`Delete "${post.title}"`}
                >
                  Delete
                </Button>
              </Group>
            </RegionPostArticle>
          </Paper>
        ),
      )}
      {posts.data && posts.data.total > posts.data.pageSize ? (
        <Pager
          page={posts.data.page}
          pageSize={posts.data.pageSize}
          total={posts.data.total}
          shown={posts.data.results.length}
          onPage={setPage}
        />
      ) : null}
      <Modal
        opened={deleting !== null}
        onClose={() => {
          if (!remove.isPending) setDeleting(null);
        }}
        title="Delete this post?"
        closeOnClickOutside={!remove.isPending}
        closeOnEscape={!remove.isPending}
      >
        <Stack gap="md">
          <Text>{`"${deleting?.title ?? ""}" leaves the region's page for good.`}</Text>
          <ErrorLines errors={errorsOf(remove.error)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)} disabled={remove.isPending}>
              Keep it
            </Button>
            <Button
              color="red.9"
              loading={remove.isPending}
              onClick={() => void confirmDelete().catch(() => {})}
            >
              Delete the post
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
