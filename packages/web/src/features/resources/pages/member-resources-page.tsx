import type { SiteConfig } from "@club/domain/site-config.schema";
import { Anchor, Paper, Stack, Text, VisuallyHidden } from "@mantine/core";
import { Link } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";

interface Resource {
  label: string;
  about: string;
  url: (resources: SiteConfig["resources"]) => string;
}

/** A page of the portal itself, opened in the same tab. */
interface PortalPage {
  label: string;
  about: string;
  to: string;
}

// spec §2: where the club keeps its members' documents; the addresses come from the club's configuration.
const memberResources: Resource[] = [
  {
    label: "Current Publications",
    about: "Read the latest issues of the club magazine and bulletin.",
    url: (resources) => resources.currentPublications,
  },
  {
    label: "Historical Publications",
    about: "Browse the archive of past magazines and bulletins.",
    url: (resources) => resources.historicalPublications,
  },
  {
    label: "Club Technicians (PDF)",
    about: "Find members who offer their know-how on the care and restoration of Classics.",
    url: (resources) => resources.clubTechnicians,
  },
  {
    label: "Membership Handbook (PDF)",
    about: "Everything about your membership: the club's rules, events, awards and how to take part.",
    url: (resources) => resources.membershipHandbook,
  },
];

// Issue 27: the list the club keeps as data, with the petitions to add a car.
const portalPages: PortalPage[] = [
  {
    label: "Full Classic List",
    about:
      "See which makes, models and years the club recognises as Full Classics, and petition to add a car.",
    to: "/my-profile/full-classic-list",
  },
];

export function MemberResourcesPage() {
  const { resources } = useSiteConfig();
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
        {memberResources.map((resource) => (
          <Paper component="li" key={resource.label} withBorder p="lg">
            <Anchor href={resource.url(resources)} target="_blank" rel="noopener noreferrer" fw={700} fz="lg">
              {resource.label}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Anchor>
            <Text mt={4}>{resource.about}</Text>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
