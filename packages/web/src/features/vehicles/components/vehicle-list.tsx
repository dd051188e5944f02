import { vehicleMessages } from "@club/domain/vehicle.schema";
import { Stack, Text } from "@mantine/core";
import { useVehicles } from "../../../api/use-vehicles.ts";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { useVehicleTransfers } from "../api/use-vehicle-transfers.ts";
import { type VehicleActions, VehicleCard } from "./vehicle-card.tsx";

// spec §2, §8: the member's cars, or "No vehicle found"; a failed load says so and can be retried.
export function VehicleList(actions: VehicleActions) {
  const vehicles = useVehicles();
  // Issue 27: a car offered to a member says so on its card (the offers' own failure shows above the list).
  const outgoing = useVehicleTransfers().data?.outgoing ?? [];
  if (vehicles.isPending) return <LoadingState label="Loading your vehicles…" />;
  if (vehicles.isError) return <LoadFailure what="vehicles" onRetry={() => void vehicles.refetch()} />;
  if (vehicles.data.length === 0) return <Text>{vehicleMessages.noVehicles}</Text>;
  return (
    <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: "none" }} aria-label="My vehicles">
      {vehicles.data.map((vehicle) => (
        <VehicleCard
          key={vehicle.id}
          vehicle={vehicle}
          offer={outgoing.find((offer) => offer.vehicleId === vehicle.id)}
          {...actions}
        />
      ))}
    </Stack>
  );
}
