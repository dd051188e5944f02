import type { Profile } from "@club/domain/member.schema";
import { Grid, Stack } from "@mantine/core";
import { type ComponentType, type ReactNode, useState } from "react";
import { useProfile } from "../../../api/use-profile.ts";
import { PageTitle } from "../../../components/page-title.tsx";
import { LeaveTheClub } from "../components/leave-the-club.tsx";
import { MemberActions } from "../components/member-actions.tsx";
import { MemberInfoForm } from "../components/member-info-form.tsx";
import { MembershipBenefits } from "../components/membership-benefits.tsx";
import { MyDataSection } from "../components/my-data-section.tsx";
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

function MemberInfo({ profile, renewal: Renewal }: { profile: Profile; renewal: RenewalHost }) {
  const [hasUnsavedChanges, setHasUnsavedChanges] = useState(false);

  return (
    <Renewal profile={profile} hasUnsavedChanges={hasUnsavedChanges}>
      {(renewAction) => (
        <>
          <PageTitle>Member Info</PageTitle>
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
          <MyDataSection />
          <LeaveTheClub />
        </>
      )}
    </Renewal>
  );
}
