import { resultEventWords } from "@club/domain/meet-results.rules";
import { formatCents } from "@club/domain/money";
import type { RegionPage as RegionPageData } from "@club/domain/region-page.schema";
import { Anchor, Button, Group, List, Stack, Text } from "@mantine/core";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../api/api-error.ts";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { PageSection } from "../../../components/page-section.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { useRegionPage } from "../api/use-region-page.ts";
import { RegionCommittees } from "../components/region-committees.tsx";
import { RegionNews } from "../components/region-news.tsx";

function Officers({ officers }: Pick<RegionPageData, "officers">) {
  if (officers.length === 0) return <Text>The region has no officers listed at the moment.</Text>;
  return (
    <List listStyleType="none" spacing="xs" aria-label="Officers">
      {officers.map((officer) => (
        <List.Item key={`${officer.office}-${officer.name}`}>
          <Text span fw={700}>{`${officer.office}: `}</Text>
          {officer.name}
        </List.Item>
      ))}
    </List>
  );
}

function Events({ events }: Pick<RegionPageData, "events">) {
  if (events.length === 0) return <Text>No events are planned yet. Check back soon.</Text>;
  return (
    <List listStyleType="none" spacing="sm" aria-label="Coming events">
      {events.map((event) => (
        <List.Item key={event.id}>
          <Text fw={700}>{event.title}</Text>
          <Text>{resultEventWords(event)}</Text>
          {event.registration === "portal" ? (
            <Text c="dimmed">Members register under My Events once signed in.</Text>
          ) : null}
        </List.Item>
      ))}
    </List>
  );
}

function HowToJoin({ region, plan }: Pick<RegionPageData, "region" | "plan">) {
  return (
    <Stack gap="sm">
      {plan ? (
        <Text>
          {`Club members may belong to the ${region.name} for ${formatCents(plan.cost)} a year`}
          {plan.associateCost > 0 ? ` (${formatCents(plan.associateCost)} for an associate)` : ""}. Choose it
          when you join the club, or when you renew.
        </Text>
      ) : (
        <Text>{`The ${region.name} is not taking new members online at the moment: ask the office.`}</Text>
      )}
      <Group gap="sm">
        <Button component={Link} to="/join-the-ccca">
          Join the club
        </Button>
        <Button component={Link} to="/my-profile/renew" variant="outline">
          Renew and add the region
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Issue 42: a region's own page (/regions/{code}), open to anyone: who runs it (each officer as their privacy
 * allows), what it has coming, its news (members-only posts for members in good standing) and how to join it. The
 * server decides every name and post it shows.
 */
export function RegionPage() {
  const code = (useParams().code ?? "").toUpperCase();
  const page = useRegionPage(code);
  const unknown = page.error instanceof ApiError && (page.error.status === 404 || page.error.status === 400);
  return (
    <>
      <PageTitle>{page.data ? page.data.region.name : "Region"}</PageTitle>
      {page.isPending ? <LoadingState label="Loading the region…" /> : null}
      {unknown ? (
        <Stack gap="sm" role="status">
          <Text fz="lg">{`No region has the code ${code}.`}</Text>
          <Anchor component={Link} to="/home" fw={700}>
            Back to the home page
          </Anchor>
        </Stack>
      ) : null}
      {page.isError && !unknown ? <LoadFailure what="region" onRetry={() => void page.refetch()} /> : null}
      {page.data ? (
        <Stack gap="xl" maw={720}>
          <PageSection id="region-officers" title="Officers">
            <Officers officers={page.data.officers} />
          </PageSection>
          <RegionCommittees code={page.data.region.code} />
          <PageSection id="region-events" title="Coming events">
            <Events events={page.data.events} />
          </PageSection>
          <PageSection id="region-news" title="News">
            <RegionNews code={page.data.region.code} posts={page.data.posts} />
          </PageSection>
          <PageSection id="region-join" title="How to join">
            <HowToJoin region={page.data.region} plan={page.data.plan} />
          </PageSection>
        </Stack>
      ) : null}
    </>
  );
}
