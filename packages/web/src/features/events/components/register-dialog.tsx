import type { ClubEvent, RegistrationReply } from "@club/domain/event.schema";
import { Button, Group, Modal, NativeSelect, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useProfile } from "../../../api/use-profile.ts";
import { useVehicles } from "../../../api/use-vehicles.ts";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { carOption } from "../format/car-option.ts";
import { registrationLink } from "../registration-link.ts";
import { eventDates } from "./event-summary.tsx";
import { PortalRegistration } from "./portal-registration.tsx";

interface RegisterDialogProps {
  /** The event to register for; null keeps the dialog closed. */
  event: ClubEvent | null;
  onClose: () => void;
  /** Issue 28: a portal registration with something to pay: its invoice, paid in the payment dialog. */
  onPay: (orderId: string) => void;
}

// spec §2: which approved car the member brings, then the event's form on the form service, in a new tab.
function RegisterChoice({
  event,
  formId,
  onClose,
}: {
  event: ClubEvent;
  formId: string;
  onClose: () => void;
}) {
  const config = useSiteConfig();
  const profile = useProfile();
  const vehicles = useVehicles();
  const [carId, setCarId] = useState("");
  const cars = vehicles.data ?? [];
  const hasPending = cars.some((car) => !car.approvedByCommittee);

  function continueToForm() {
    if (!profile.data) return;
    const car = cars.find((candidate) => String(candidate.id) === carId && candidate.approvedByCommittee);
    const link = registrationLink(config.formsBaseUrl, { formId }, profile.data, car ?? null);
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
          data={[{ label: "No car", value: "" }, ...cars.map(carOption)]}
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

/** Issue 28: a portal registration with nothing to pay now: confirmed, or on the waiting list of a full event. */
function registeredNotice(event: ClubEvent, reply: RegistrationReply): string {
  return reply.status === "confirmed"
    ? `You are registered for ${event.title}. Your check-in code is under Registered Events.`
    : `${event.title} is full, so you are on its waiting list. If a place becomes free, it is offered to you under Registered Events.`;
}

export function RegisterDialog({ event, onClose, onPay }: RegisterDialogProps) {
  function registered(reply: RegistrationReply) {
    if (!event) return;
    if (reply.params) {
      onPay(reply.params.orderId);
      return;
    }
    notifications.show({
      color: reply.status === "confirmed" ? "green" : "blue",
      message: registeredNotice(event, reply),
    });
    onClose();
  }

  return (
    <Modal
      opened={event !== null}
      onClose={onClose}
      title={event ? `Register for ${event.title}` : ""}
      size={event?.registration === "portal" ? "lg" : "md"}
    >
      {event?.registration === "portal" ? (
        <PortalRegistration key={event.id} event={event} onClose={onClose} onRegistered={registered} />
      ) : event?.formId ? (
        <RegisterChoice key={event.id} event={event} formId={event.formId} onClose={onClose} />
      ) : null}
    </Modal>
  );
}
