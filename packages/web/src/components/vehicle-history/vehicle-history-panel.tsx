import { useVehicleHistory } from "../../api/use-vehicle-history.ts";
import { LoadFailure } from "../load-failure.tsx";
import { LoadingState } from "../loading-state.tsx";
import { VehicleHistoryView } from "./vehicle-history-view.tsx";

/** A car's history as it loads: a note while it comes, a way to try again if it fails. */
export function VehicleHistoryPanel({ vehicleId }: { vehicleId: number }) {
  const history = useVehicleHistory(vehicleId);
  if (history.isPending) return <LoadingState label="Loading the car's history…" />;
  if (history.isError) return <LoadFailure what="car's history" onRetry={() => void history.refetch()} />;
  return <VehicleHistoryView history={history.data} />;
}
