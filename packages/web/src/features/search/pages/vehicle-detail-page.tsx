import { vehicleName } from "@club/domain/vehicle-name.rules";
import { Anchor, Stack, Text, Title } from "@mantine/core";
import { Link, useParams } from "react-router";
import { useVehicleHistory } from "../../../api/use-vehicle-history.ts";
import { DetailList } from "../../../components/detail-list.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { PhotoGallery } from "../../../components/photo-gallery.tsx";
import { VehicleHistoryPanel } from "../../../components/vehicle-history/vehicle-history-panel.tsx";
import { notShown, unlistedOwner } from "../../../lib/directory-words.ts";
import { returnPaths } from "../../../search/state/return-paths.ts";
import { useVehicleSearchProfile, type VehicleSearchProfile } from "../api/use-vehicle-search-profile.ts";
import { DetailFailure } from "../components/detail-failure.tsx";
import { ReturnToSearch } from "../components/return-to-search.tsx";
import { useReturnTo } from "../state/use-return-to.ts";

const orNone = (value: string | null | undefined) => (value ? value : "—");
const yesNo = (value: boolean) => (value ? "Yes" : "No");

function VehicleProfile({ vehicle, returnTo }: { vehicle: VehicleSearchProfile; returnTo: string }) {
  const { member } = vehicle;
  // Issue 27: the numbers are null when the owner does not show them; the car's history (read below) says which.
  const numbersHidden = useVehicleHistory(vehicle.id).data?.numbers === null;
  const number = (value: string | null) => (numbersHidden ? "Not shown by the owner" : orNone(value));
  return (
    <Stack gap="lg">
      <Title order={2}>{vehicleName(vehicle)}</Title>
      <PhotoGallery photos={vehicle.photos} subject={vehicleName(vehicle)} />
      <DetailList
        rows={[
          { label: "Year", value: String(vehicle.year) },
          { label: "Make", value: vehicle.make },
          { label: "Model", value: vehicle.model },
          { label: "Cylinders", value: String(vehicle.numberOfCylinders) },
          { label: "Body Style", value: orNone(vehicle.bodyStyle) },
          { label: "Coachbuilder", value: orNone(vehicle.bodyMaker) },
          { label: "Body Number", value: number(vehicle.bodyNumber) },
          { label: "Engine Number", value: number(vehicle.engineNumber) },
          { label: "Serial Number", value: number(vehicle.serialNumber) },
          { label: "Senior Category", value: vehicle.seniorCategory },
          { label: "Senior Number", value: orNone(vehicle.seniorNumber) },
          { label: "New Coachwork", value: yesNo(vehicle.newCoachWork) },
          { label: "Altered", value: yesNo(vehicle.altered) },
          { label: "Previously Approved", value: yesNo(vehicle.approvedByCommittee) },
        ]}
      />
      <Stack component="section" gap="sm" aria-labelledby="vehicle-owner-heading">
        <Title order={2} id="vehicle-owner-heading">
          Owner
        </Title>
        {member ? (
          <>
            <DetailList
              rows={[
                { label: "Name", value: `${member.firstName} ${member.lastName}` },
                {
                  label: "City/State",
                  value: orNone([member.city, member.stateName].filter(Boolean).join(", ")),
                },
                { label: "Email", value: member.email ?? notShown },
              ]}
            />
            <Anchor component={Link} to={`/my-profile/search/member/${member.memberNo}`} state={{ returnTo }}>
              {`Member Number ${member.memberNo}`}
            </Anchor>
          </>
        ) : (
          // Issue 30: an owner who is not listed in the directory has no page to open, nor a name to read.
          <Text>{unlistedOwner}</Text>
        )}
      </Stack>
      <Stack component="section" gap="sm" aria-labelledby="vehicle-history-heading">
        <Title order={2} id="vehicle-history-heading">
          History
        </Title>
        <VehicleHistoryPanel vehicleId={vehicle.id} />
      </Stack>
    </Stack>
  );
}

// spec §2, §3: a registered car, its photos once the club approved it (issue 11), its owner, and its history
// (issue 27).
export function VehicleDetailPage() {
  const { vehicleId = "" } = useParams();
  const profile = useVehicleSearchProfile(vehicleId);
  const returnTo = useReturnTo(returnPaths.vehicle);
  return (
    <>
      <ReturnToSearch to={returnTo} />
      <PageTitle>Car Details</PageTitle>
      {profile.isPending ? <LoadingState /> : null}
      {profile.isError ? <DetailFailure error={profile.error} /> : null}
      {profile.data ? <VehicleProfile vehicle={profile.data} returnTo={returnTo} /> : null}
    </>
  );
}
