import { Anchor, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";

export function NotFoundPage() {
  const { clubName, websiteUrl } = useSiteConfig();
  return (
    <>
      <PageTitle>Page Not Found</PageTitle>
      <Text mb="lg">The page you asked for does not exist or has moved.</Text>
      <Group gap="xl">
        <Anchor component={Link} to="/home">
          Members section home
        </Anchor>
        <Anchor href={websiteUrl}>{clubName} website</Anchor>
      </Group>
    </>
  );
}
