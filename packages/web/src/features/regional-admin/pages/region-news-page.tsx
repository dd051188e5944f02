import { Anchor, Stack, Text } from "@mantine/core";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../api/api-error.ts";
import { useAvailableRegions } from "../../../api/use-available-regions.ts";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { useEditorPosts } from "../api/use-region-news.ts";
import { RegionNewsletterEditor } from "../components/region-newsletter-editor.tsx";
import { RegionPostsEditor } from "../components/region-posts-editor.tsx";

/**
 * Issue 42: a region's news for its newsletter editor or director: the posts on the region's page and the newsletter
 * to its members. The server decides who may; the page says so to anyone else.
 */
export function RegionNewsPage() {
  const code = (useParams().code ?? "").toUpperCase();
  const regions = useAvailableRegions();
  const name = Object.entries(regions.data ?? {}).find(([, region]) => region.regionCode === code)?.[0];
  // The first page of the posts, which the posts' section shows: its answer says whether the member edits the region.
  const access = useEditorPosts(code, 1);
  const refused = access.error instanceof ApiError && access.error.status === 403;
  const unknown = access.error instanceof ApiError && access.error.status === 404;
  return (
    <>
      <PageTitle>{name ? `News and newsletter: ${name}` : "News and newsletter"}</PageTitle>
      {access.isPending ? <LoadingState label="Loading the region's news…" /> : null}
      {refused ? (
        <Text role="status" fz="lg">
          {access.error instanceof ApiError
            ? (access.error.errors.base?.[0] ??
              "Only the region's newsletter editor or director writes its news.")
            : null}
        </Text>
      ) : null}
      {unknown ? <Text role="status" fz="lg">{`No region has the code ${code}.`}</Text> : null}
      {access.isError && !refused && !unknown ? (
        <LoadFailure what="region's news" onRetry={() => void access.refetch()} />
      ) : null}
      {access.data ? (
        <Stack gap="xl">
          <Anchor component={Link} to={`/regions/${code}`}>
            {"See the region's page"}
          </Anchor>
          <RegionPostsEditor code={code} />
          <RegionNewsletterEditor code={code} />
        </Stack>
      ) : null}
    </>
  );
}
