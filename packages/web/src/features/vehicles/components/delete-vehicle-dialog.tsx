import { type Vehicle, vehicleMessages } from "@club/domain/vehicle.schema";
import { vehicleName } from "@club/domain/vehicle-name.rules";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { ApiError, errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { useDeleteVehicle } from "../api/use-delete-vehicle.ts";

interface DeleteVehicleDialogProps {
  /** The car asked about; null keeps the dialog closed. */
  vehicle: Vehicle | null;
  onClose: () => void;
  onDeleted?: (vehicle: Vehicle) => void;
  /** Issue 39: the car has a history and cannot be deleted; the member removes it from the garage instead. */
  onRemoveInstead?: (vehicle: Vehicle) => void;
}

// spec §2, §4: deleting asks first; Cancel keeps the car, Confirm deletes it and drops it from the list.
export function DeleteVehicleDialog({
  vehicle,
  onClose,
  onDeleted,
  onRemoveInstead,
}: DeleteVehicleDialogProps) {
  const remove = useDeleteVehicle();
  // 409: the car has a history (issue 39); the server's words say so, and the way out is one button away.
  const hasHistory = remove.error instanceof ApiError && remove.error.status === 409;

  function close() {
    remove.reset();
    onClose();
  }

  function confirm() {
    if (!vehicle) return;
    remove.mutate(vehicle.id, {
      onSuccess: () => {
        notifications.show({ color: "green", message: vehicleMessages.deleted });
        onDeleted?.(vehicle);
        close();
      },
    });
  }

  return (
    <Modal opened={vehicle !== null} onClose={close} title="Delete Vehicle">
      <Stack gap="md">
        <Text>
          {vehicle
            ? `Do you want to delete the ${vehicleName(vehicle)} and its photos? This cannot be undone.`
            : ""}
        </Text>
        <ErrorLines errors={errorsOf(remove.error)} />
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" onClick={close} disabled={remove.isPending} data-autofocus>
            Cancel
          </Button>
          {hasHistory && vehicle && onRemoveInstead ? (
            <Button
              onClick={() => {
                remove.reset();
                onRemoveInstead(vehicle);
              }}
            >
              Remove from my garage instead
            </Button>
          ) : (
            <Button color="red.9" onClick={confirm} loading={remove.isPending}>
              Confirm
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
