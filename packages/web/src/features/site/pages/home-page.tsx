import { Anchor, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useIsSignedIn } from "../../../api/use-session.ts";
import { PageTitle } from "../../../components/page-title.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { BoardAndCommittees } from "../components/board-and-committees.tsx";

export function HomePage() {
  const { clubName } = useSiteConfig();
  const signedIn = useIsSignedIn();
  return (
    <Stack gap="xl">
      <div>
        <PageTitle>{`Welcome to the ${clubName} Members Section`}</PageTitle>
        <Text mb="lg" maw={720}>
          Members can sign in to see their membership, register their cars, find events and search the member
          directory.
        </Text>
        <Group gap="xl">
          {signedIn ? (
            <Anchor component={Link} to="/my-profile" fw={700}>
              Go to My Profile
            </Anchor>
          ) : (
            <Anchor component={Link} to="/login" fw={700}>
              Sign in to the members section
            </Anchor>
          )}
          <Anchor component={Link} to="/join-the-ccca" fw={700}>
            Become a member
          </Anchor>
        </Group>
      </div>
      <BoardAndCommittees />
    </Stack>
  );
}
