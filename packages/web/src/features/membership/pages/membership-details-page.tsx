import type { MembershipDetails } from "@club/domain/membership.schema";
import { Button, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useMembershipDetails } from "../../../api/use-membership-details.ts";
import { DetailList } from "../../../components/detail-list.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { EmptyNote } from "../components/empty-note.tsx";
import { MembershipPanel } from "../components/membership-panel.tsx";
import { PaymentsPanel } from "../components/payments-panel.tsx";
import { formatAmount, formatDay, museumLevelLabel, notRecorded } from "../details/format-details.ts";

function NationalPanel({ details }: { details: MembershipDetails }) {
  // A member who joined but has not paid yet has no national membership (id null).
  if (details.id === null) {
    return (
      <MembershipPanel title="National Membership">
        <DetailList rows={[{ label: "Member Number", value: String(details.memberNo) }]} />
        <Stack mt="sm">
          <EmptyNote what="national membership" />
        </Stack>
      </MembershipPanel>
    );
  }
  return (
    <MembershipPanel title="National Membership">
      <DetailList
        rows={[
          { label: "Member Number", value: String(details.memberNo) },
          { label: "Membership Type", value: details.nationalPlanName ?? notRecorded },
          {
            label: "Year Joined",
            value: details.yearJoined === null ? notRecorded : String(details.yearJoined),
          },
          { label: "Dues Expire", value: formatDay(details.duesExpire) },
          { label: "Date Paid", value: formatDay(details.datePaid) },
          { label: "Amount Paid", value: formatAmount(details.amountPaid) },
          { label: "Museum Membership", value: museumLevelLabel(details.museumMembershipLevel) },
        ]}
      />
      <Button
        component={Link}
        to="/my-profile/membership-card"
        size="lg"
        variant="outline"
        mt="md"
        w={{ base: "100%", sm: "auto" }}
      >
        Show my membership card
      </Button>
    </MembershipPanel>
  );
}

function RegionalPanel({ details }: { details: MembershipDetails }) {
  const withAssociate = details.associate !== null;
  return (
    <MembershipPanel title="Regional Membership(s)">
      {details.regionalMemberships.length === 0 ? (
        <EmptyNote what="regional memberships" />
      ) : (
        <Stack gap="lg">
          {details.regionalMemberships.map((membership, index) => (
            <div key={membership.id}>
              <Title order={3} size="h4" mb="xs">{`Membership ${index + 1}`}</Title>
              <DetailList
                rows={[
                  { label: "Region", value: membership.regionName },
                  { label: "Dues Expire", value: formatDay(membership.duesExpire) },
                  ...(withAssociate
                    ? [{ label: "Associate Included", value: membership.associate ? "Yes" : "No" }]
                    : []),
                ]}
              />
            </div>
          ))}
        </Stack>
      )}
    </MembershipPanel>
  );
}

function AssociatePanel({ details }: { details: MembershipDetails }) {
  const { associate } = details;
  return (
    <MembershipPanel title="Associate Memberships">
      {associate === null ? (
        <EmptyNote what="associate memberships" />
      ) : (
        <Stack gap="xs">
          <DetailList rows={[{ label: "Name", value: `${associate.firstName} ${associate.lastName}` }]} />
          <Title order={3} size="h4" mt="xs">
            Regional Memberships
          </Title>
          {associate.regionalMemberships.length === 0 ? (
            <EmptyNote what="regional memberships" />
          ) : (
            <Stack component="ul" gap={4} m={0} pl="lg">
              {associate.regionalMemberships.map((region) => (
                <Text component="li" key={region}>
                  {region}
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </MembershipPanel>
  );
}

// spec §2: three panels, National, Regional and Associate; empty ones say "(no … registered)". Opening the
// page refreshes the details (a revoked session is noticed here, spec §4).
export function MembershipDetailsPage() {
  const { data: details } = useMembershipDetails();
  return (
    <>
      <PageTitle>Membership Details</PageTitle>
      {details ? (
        <Stack gap="lg" maw={720}>
          <NationalPanel details={details} />
          <RegionalPanel details={details} />
          <AssociatePanel details={details} />
          <PaymentsPanel />
        </Stack>
      ) : (
        <LoadingState label="Loading your membership…" />
      )}
    </>
  );
}
