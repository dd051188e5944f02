import { Button, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";

/** The office refused this account (403): it has no office role. Said plainly, with the way back. */
export function NotForYourAccount() {
  const { officeEmail } = useSiteConfig();
  return (
    <Stack gap="md" maw={640} align="flex-start">
      <PageTitle>The club office is not open to your account</PageTitle>
      <Text>
        These pages are for the club office's staff. If you work for the office and should see them, ask the
        office to give your account access at {officeEmail}.
      </Text>
      <Button component={Link} to="/my-profile">
        Go to your profile
      </Button>
    </Stack>
  );
}
