import type { Vehicle } from "@club/domain/vehicle.schema";
import { vehicleName } from "@club/domain/vehicle-name.rules";
import { Button, Group, Modal } from "@mantine/core";
import { VehicleHistoryPanel } from "../../../components/vehicle-history/vehicle-history-panel.tsx";
import { phoneQuery, useMediaMatch } from "../../../lib/media-queries.ts";

interface VehicleHistoryDialogProps {
  /** The car whose history shows; null keeps the dialog closed. */
  vehicle: Vehicle | null;
  onClose: () => void;
}

/** Issue 27: one of the member's cars, its owners on a timeline, its events, its review and its numbers. */
export function VehicleHistoryDialog({ vehicle, onClose }: VehicleHistoryDialogProps) {
  // A long timeline reads best on the whole of a phone's screen.
  const phone = useMediaMatch(phoneQuery);
  return (
    <Modal
      opened={vehicle !== null}
      onClose={onClose}
      title={vehicle ? `History of the ${vehicleName(vehicle)}` : ""}
      size="lg"
      fullScreen={phone}
    >
      {vehicle ? <VehicleHistoryPanel vehicleId={vehicle.id} /> : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Modal>
  );
}
