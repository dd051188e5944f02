import type { OfficeVehicle } from "@club/domain/office-vehicles.schema";
import { vehicleName } from "@club/domain/vehicle-name.rules";
import { Button, Group, Modal, Stack, Text, VisuallyHidden } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { useSetRegistryStatus } from "../api/use-office-vehicles.ts";

/**
 * Issue 27: the office records that a car was destroyed (it stays in the registry with its history, and leaves the
 * registry's numbers), or that it is on the road again; asked to confirm first. A car a claim disputes shows no button:
 * the claim decides.
 */
export function RegistryStatusButton({ car }: { car: OfficeVehicle }) {
  const [asking, setAsking] = useState(false);
  const mark = useSetRegistryStatus();
  if (car.registryStatus === "disputed") return null;
  const name = vehicleName(car);
  const destroying = car.registryStatus === "active";
  const status = destroying ? "destroyed" : "active";
  const confirm = () =>
    mark.mutate(
      { id: car.id, status },
      {
        onSuccess: () => {
          setAsking(false);
          notifications.show({
            color: "green",
            message: destroying
              ? `The ${name} is recorded as destroyed.`
              : `The ${name} is on the road again.`,
          });
        },
      },
    );
  return (
    <>
      <Button variant="outline" color={destroying ? "red.9" : undefined} onClick={() => setAsking(true)}>
        {destroying ? "Mark destroyed" : "Back on the road"}
        <VisuallyHidden>{` the ${name}`}</VisuallyHidden>
      </Button>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={destroying ? "Mark this car destroyed?" : "Put this car back on the road?"}
        closeOnClickOutside={!mark.isPending}
        closeOnEscape={!mark.isPending}
      >
        <Stack gap="sm">
          <Text>
            {destroying
              ? `The ${name} stays in the club's registry with its history, and is no longer counted in its numbers.`
              : `The ${name} is counted in the registry's numbers again.`}
          </Text>
          <ErrorLines errors={errorsOf(mark.error)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="outline" onClick={() => setAsking(false)} disabled={mark.isPending}>
              Cancel
            </Button>
            <Button color={destroying ? "red.9" : undefined} loading={mark.isPending} onClick={confirm}>
              {destroying ? "Mark destroyed" : "Back on the road"}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
