import { fullName } from "@club/domain/member-name.rules";
import { Button, Group, Stack, Text } from "@mantine/core";
import { Outlet } from "react-router";
import { errorsOf } from "../../api/api-error.ts";
import { getToken } from "../../api/token-storage.ts";
import { useMembershipDetails } from "../../api/use-membership-details.ts";
import { profileQuery, useProfile } from "../../api/use-profile.ts";
import { OwedPaymentBanner } from "../../checkout/owed/owed-payment-banner.tsx";
import { ErrorLines } from "../../components/error-lines.tsx";
import { PageLoadingState } from "../../components/loading-state.tsx";
import { useJudge } from "../../features/judging/api/use-judge.ts";
import type { PrefetchData } from "../lazy-page.tsx";
import { ProfileMobileMenu } from "./profile-mobile-menu.tsx";
import { ProfileTabs } from "./profile-tabs.tsx";

/**
 * The profile, asked for beside the layout's code (app/lazy-page.tsx); signed out, the guard sends to the login.
 * Membership details are not: they are asked for again whenever a page shows them (a session revoked elsewhere
 * signs the browser out at once), so fetched early they would be fetched twice.
 */
export const prefetch: PrefetchData = (queryClient) => {
  if (getToken() !== null) void queryClient.prefetchQuery(profileQuery);
};

// spec §2: opening the profile area loads member info and membership details; the pages render after.
export function ProfileLayout() {
  const profile = useProfile();
  const details = useMembershipDetails();
  // Issue 29: the Judging tab for a member on the judges' roster; until the answer comes, and without one, none. A
  // renewal link's session does not ask (issue 39: it may see its renewal only).
  const judge = useJudge(profile.data?.sessionScope === "full");

  if (profile.isError || details.isError) {
    return (
      <Stack gap="md" maw={640}>
        <Text fw={700} fz="lg">
          Your profile could not be loaded.
        </Text>
        <ErrorLines errors={errorsOf(profile.error ?? details.error)} />
        <Button
          style={{ alignSelf: "flex-start" }}
          onClick={() => {
            void profile.refetch();
            void details.refetch();
          }}
        >
          Retry
        </Button>
      </Stack>
    );
  }
  if (!profile.data || !details.data) return <PageLoadingState label="Loading your profile…" />;

  const roles = { isAdministrator: details.data.regionalAdministrator, isJudge: Boolean(judge.data) };
  return (
    <Stack gap="lg">
      <OwedPaymentBanner />
      <Group justify="space-between" wrap="nowrap">
        <Text fz="xl" ff="heading" fw={700}>
          {`Welcome, ${fullName(profile.data)}`}
        </Text>
        <ProfileMobileMenu {...roles} />
      </Group>
      <ProfileTabs {...roles} />
      <section>
        <Outlet />
      </section>
    </Stack>
  );
}
