import type { MemberResource } from "@club/domain/archive.schema";
import { Anchor, Paper, Stack, Text, VisuallyHidden } from "@mantine/core";
import { Link } from "react-router";
import { useMemberResources } from "../../../api/use-member-resources.ts";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";

/** A page of the portal itself, opened in the same tab. */
interface PortalPage {
  label: string;
  about: string;
  to: string;
}

// Issue 45: the club's publications, searchable to the word; issue 27: the list the club keeps as data, with the
// petitions to add a car.
const portalPages: PortalPage[] = [
  {
    label: "Publications Archive",
    about: "Search the club's magazines and bulletins to the word.",
    to: "/my-profile/member-resources/archive",
  },
  {
    label: "Full Classic List",
    about:
      "See which makes, models and years the club recognises as Full Classics, and petition to add a car.",
    to: "/my-profile/full-classic-list",
  },
];

function ResourceLink({ resource }: { resource: MemberResource }) {
  return (
    <Paper component="li" withBorder p="lg">
      <Anchor href={resource.url} target="_blank" rel="noopener noreferrer" fw={700} fz="lg">
        {resource.label}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Anchor>
      {resource.about ? <Text mt={4}>{resource.about}</Text> : null}
    </Paper>
  );
}

// spec §2: where the club keeps its members' documents; issue 45: their addresses as the office keeps them.
export function MemberResourcesPage() {
  const resources = useMemberResources();
  return (
    <>
      <PageTitle>Member Resources</PageTitle>
      <Stack component="ul" gap="md" maw={720} p={0} m={0} style={{ listStyle: "none" }}>
        {portalPages.map((page) => (
          <Paper component="li" key={page.label} withBorder p="lg">
            <Anchor component={Link} to={page.to} fw={700} fz="lg">
              {page.label}
            </Anchor>
            <Text mt={4}>{page.about}</Text>
          </Paper>
        ))}
        {resources.data?.resources.map((resource) => (
          <ResourceLink key={`${resource.label}-${resource.url}`} resource={resource} />
        ))}
      </Stack>
      {resources.isPending ? <LoadingState label="Loading the club's documents…" /> : null}
      {resources.isError ? (
        <LoadFailure what="club's documents" onRetry={() => void resources.refetch()} />
      ) : null}
    </>
  );
}
