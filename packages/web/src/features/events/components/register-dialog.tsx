import type { ClubEvent } from "@club/domain/event.schema";
import { Button, Group, Modal, NativeSelect, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useProfile } from "../../../api/use-profile.ts";
import { useVehicles } from "../../../api/use-vehicles.ts";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { vehicleName } from "../../../lib/vehicle-name.ts";
import { registrationLink } from "../registration-link.ts";
import { eventDates } from "./event-summary.tsx";

interface RegisterDialogProps {
  /** The event to register for; null keeps the dialog closed. */
  event: ClubEvent | null;
  onClose: () => void;
}

// Issue 14: a car the club turned down says so, not that it waits.
const notChosenNote = {
  pending: "pending club approval, cannot be chosen",
  rejected: "not approved by the club, cannot be chosen",
};

// spec §2: which approved car the member brings, then the event's form on the form service, in a new tab.
function RegisterChoice({ event, onClose }: { event: ClubEvent; onClose: () => void }) {
  const config = useSiteConfig();
  const profile = useProfile();
  const vehicles = useVehicles();
  const [carId, setCarId] = useState("");
  const cars = vehicles.data ?? [];
  const hasPending = cars.some((car) => !car.approvedByCommittee);

  function continueToForm() {
    if (!profile.data) return;
    const car = cars.find((candidate) => String(candidate.id) === carId && candidate.approvedByCommittee);
    const link = registrationLink(config.formsBaseUrl, event, profile.data, car ?? null);
    window.open(link, "_blank", "noopener");
    onClose();
  }

  return (
    <Stack gap="md">
      <Text size="sm">{eventDates(event)}</Text>
      {vehicles.isPending ? (
        <LoadingState label="Loading your vehicles…" />
      ) : (
        <NativeSelect
          label="Car to bring"
          description="Only cars approved by the club can be registered for events."
          data={[
            { label: "No car", value: "" },
            ...cars.map((car) =>
              car.approvedByCommittee
                ? { label: vehicleName(car), value: String(car.id) }
                : {
                    label: `${vehicleName(car)} (${notChosenNote[car.status === "rejected" ? "rejected" : "pending"]})`,
                    value: String(car.id),
                    disabled: true,
                  },
            ),
          ]}
          value={carId}
          onChange={(change) => setCarId(change.currentTarget.value)}
          data-autofocus
        />
      )}
      {hasPending && (
        <Text size="sm">Cars waiting for the club's approval are listed but cannot be chosen yet.</Text>
      )}
      {vehicles.isError && <LoadFailure what="vehicles" onRetry={() => void vehicles.refetch()} />}
      {profile.isError && <LoadFailure what="member details" onRetry={() => void profile.refetch()} />}
      <Text size="sm">The registration form opens in a new tab, filled in with your details.</Text>
      <Group justify="flex-end" gap="sm">
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        {/* On a phone the long label wraps inside the button instead of being cut off. */}
        <Button
          type="button"
          onClick={continueToForm}
          disabled={!profile.data}
          h="auto"
          mih={44}
          py={8}
          styles={{ label: { whiteSpace: "normal", textAlign: "center", lineHeight: 1.3 } }}
        >
          Continue to the registration form
        </Button>
      </Group>
    </Stack>
  );
}

export function RegisterDialog({ event, onClose }: RegisterDialogProps) {
  return (
    <Modal opened={event !== null} onClose={onClose} title={event ? `Register for ${event.title}` : ""}>
      {event && <RegisterChoice key={event.formId} event={event} onClose={onClose} />}
    </Modal>
  );
}
