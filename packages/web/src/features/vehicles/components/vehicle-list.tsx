import { type Vehicle, vehicleMessages } from "@club/domain/vehicle.schema";
import { Stack, Text } from "@mantine/core";
import { useVehicles } from "../../../api/use-vehicles.ts";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { VehicleCard } from "./vehicle-card.tsx";

interface VehicleListProps {
  onModify: (vehicle: Vehicle) => void;
  onDelete: (vehicle: Vehicle) => void;
}

// spec §2, §8: the member's cars, or "No vehicle found"; a failed load says so and can be retried.
export function VehicleList({ onModify, onDelete }: VehicleListProps) {
  const vehicles = useVehicles();
  if (vehicles.isPending) return <LoadingState label="Loading your vehicles…" />;
  if (vehicles.isError) return <LoadFailure what="vehicles" onRetry={() => void vehicles.refetch()} />;
  if (vehicles.data.length === 0) return <Text>{vehicleMessages.noVehicles}</Text>;
  return (
    <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: "none" }} aria-label="My vehicles">
      {vehicles.data.map((vehicle) => (
        <VehicleCard key={vehicle.id} vehicle={vehicle} onModify={onModify} onDelete={onDelete} />
      ))}
    </Stack>
  );
}
