import type { MemberSearchProfile } from "@club/domain/search.schema";
import { vehicleName } from "@club/domain/vehicle-name.rules";
import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import { Link, useParams } from "react-router";
import { DetailList, type DetailRow } from "../../../components/detail-list.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { memberContactRows } from "../../../components/member-contact-rows.ts";
import { PageTitle } from "../../../components/page-title.tsx";
import { returnPaths } from "../../../search/state/return-paths.ts";
import { useMemberSearchProfile } from "../api/use-member-search-profile.ts";
import { DetailFailure } from "../components/detail-failure.tsx";
import { ReturnToSearch } from "../components/return-to-search.tsx";
import { SendMessageButton } from "../components/send-message-button.tsx";
import { useReturnTo } from "../state/use-return-to.ts";

const orNone = (value: string | null | undefined) => (value ? value : "—");

function memberRows(member: MemberSearchProfile): DetailRow[] {
  return [
    { label: "Member Number", value: String(member.memberNo) },
    // spec §3: only the year of the dues expiry shows.
    { label: "Paid Through", value: orNone(member.duesExpire?.slice(0, 4)) },
    { label: "Member Type", value: orNone(member.nationalPlanName) },
    { label: "Year Joined", value: orNone(member.yearJoined?.toString()) },
    // Issues 30, 40: the contact as the member's own preview of it shows it: "Not shown" for what they hide.
    ...memberContactRows(member, member.hidden),
    { label: "Associate", value: orNone(member.associate) },
    { label: "Regional Memberships", value: orNone(member.regionalMemberships.join(", ")) },
    { label: "National Expiration", value: orNone(member.nationalExpirationDate) },
  ];
}

function MemberProfile({ member, returnTo }: { member: MemberSearchProfile; returnTo: string }) {
  return (
    <Stack gap="lg">
      <Title order={2}>{`${member.firstName} ${member.lastName}`}</Title>
      <DetailList rows={memberRows(member)} />
      <SendMessageButton member={member} />
      <Stack component="section" gap="sm" aria-labelledby="member-cars-heading">
        <Title order={2} id="member-cars-heading">
          Cars
        </Title>
        {member.vehicles.length === 0 ? (
          <Text>(no cars registered)</Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
            {member.vehicles.map((vehicle) => (
              <Paper component="li" key={vehicle.id} withBorder p="md">
                <Anchor
                  component={Link}
                  to={`/my-profile/search/vehicle/${vehicle.id}`}
                  state={{ returnTo }}
                  fw={700}
                >
                  {vehicleName(vehicle)}
                </Anchor>
                <DetailList
                  rows={[
                    { label: "Body Style", value: orNone(vehicle.bodyStyle) },
                    { label: "Coachbuilder", value: orNone(vehicle.bodyMaker) },
                    { label: "Cylinders", value: String(vehicle.numberOfCylinders) },
                  ]}
                />
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

// spec §2, §3: a member of the directory: membership, contact, address and cars.
export function MemberDetailPage() {
  const { memberNo = "" } = useParams();
  const profile = useMemberSearchProfile(memberNo);
  const returnTo = useReturnTo(returnPaths.member);
  return (
    <>
      <ReturnToSearch to={returnTo} />
      <PageTitle>Member Details</PageTitle>
      {profile.isPending ? <LoadingState /> : null}
      {profile.isError ? <DetailFailure error={profile.error} /> : null}
      {profile.data ? <MemberProfile member={profile.data} returnTo={returnTo} /> : null}
    </>
  );
}
