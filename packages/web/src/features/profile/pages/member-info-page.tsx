import type { Profile } from "@club/domain/member.schema";
import type { OwnProfile } from "@club/domain/own-profile.schema";
import { Button, Grid, Group, Paper, Stack, Text } from "@mantine/core";
import { type ComponentType, type ReactNode, useState } from "react";
import { useProfile } from "../../../api/use-profile.ts";
import { PageTitle } from "../../../components/page-title.tsx";
import { useSignOut } from "../../../lib/use-sign-out.ts";
import { LeaveTheClub } from "../components/leave-the-club.tsx";
import { MemberActions } from "../components/member-actions.tsx";
import { MemberInfoContents } from "../components/member-info-contents.tsx";
import { MemberInfoForm } from "../components/member-info-form.tsx";
import { MembershipBenefits } from "../components/membership-benefits.tsx";
import { MyDataSection } from "../components/my-data-section.tsx";
import { PasskeysSection } from "../components/passkeys-section.tsx";
import { PrivacyChoicesSection } from "../components/privacy-choices.tsx";

/**
 * The renewal, a feature of its own that the app composes in: it renders the page with its Renew button among the
 * member's actions, or its wizard in the page's place.
 */
export type RenewalHost = ComponentType<{
  profile: Profile;
  /** The form holds changes that the renewal, replacing the page, would drop. */
  hasUnsavedChanges: boolean;
  children: (renewAction: ReactNode) => ReactNode;
}>;

// spec §2: the profile form, the member's buttons and the benefits; the renewal wizard opens in its place.
export function MemberInfoPage({ renewal }: { renewal: RenewalHost }) {
  const { data: profile } = useProfile();
  if (!profile) return null;
  return <MemberInfo profile={profile} renewal={renewal} />;
}

function MemberInfo({ profile, renewal: Renewal }: { profile: OwnProfile; renewal: RenewalHost }) {
  const [hasUnsavedChanges, setHasUnsavedChanges] = useState(false);

  // Issue 39: signed in by a renewal link, the member renews and pays here; the rest asks for their password.
  if (profile.sessionScope === "renewal")
    return (
      <Renewal profile={profile} hasUnsavedChanges={false}>
        {(renewAction) => (
          <>
            <PageTitle>Member Info</PageTitle>
            <Stack gap="lg" maw={720}>
              <Paper withBorder p="lg">
                <Stack gap="md">
                  {renewAction}
                  <RenewalLinkOnly />
                </Stack>
              </Paper>
            </Stack>
          </>
        )}
      </Renewal>
    );

  return (
    <Renewal profile={profile} hasUnsavedChanges={hasUnsavedChanges}>
      {(renewAction) => (
        <>
          <PageTitle>Member Info</PageTitle>
          <MemberInfoContents />
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <MemberInfoForm profile={profile} onDirtyChange={setHasUnsavedChanges} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Stack gap="lg">
                <MemberActions renewAction={renewAction} />
                <MembershipBenefits />
              </Stack>
            </Grid.Col>
          </Grid>
          <PrivacyChoicesSection profile={profile} />
          <PasskeysSection />
          <MyDataSection />
          <LeaveTheClub />
        </>
      )}
    </Renewal>
  );
}

/** What a renewal link's session cannot do here, in plain words, and the way to sign in with the password. */
function RenewalLinkOnly() {
  const { signOut, isPending } = useSignOut();
  return (
    <Stack gap="sm">
      <Text>
        You signed in with the link in your renewal reminder. It lets you renew your membership and pay,
        nothing else.
      </Text>
      <Text>
        To change your details or your password, choose what other members see, download your data or leave
        the club, please sign in with your email and password.
      </Text>
      <Group>
        <Button variant="outline" loading={isPending} onClick={() => void signOut()}>
          Sign in with my password
        </Button>
      </Group>
    </Stack>
  );
}
