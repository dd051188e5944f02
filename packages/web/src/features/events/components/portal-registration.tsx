import type { ClubEvent, RegistrationReply } from "@club/domain/event.schema";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { useEventDetails } from "../api/use-event-details.ts";
import { EventFacts } from "./event-facts.tsx";
import { RegisterForm } from "./register-form.tsx";

interface PortalRegistrationProps {
  event: ClubEvent;
  onClose: () => void;
  onRegistered: (reply: RegistrationReply) => void;
}

// Issue 28: a portal event read in full, then the registration form, or why the member cannot register today.
export function PortalRegistration({ event, onClose, onRegistered }: PortalRegistrationProps) {
  const details = useEventDetails(event.id);

  if (details.isPending) return <LoadingState label="Loading the event…" />;
  if (details.isError) return <LoadFailure what="event details" onRetry={() => void details.refetch()} />;
  return (
    <Stack gap="lg">
      <EventFacts details={details.data} />
      {details.data.canRegister ? (
        <RegisterForm details={details.data} onCancel={onClose} onRegistered={onRegistered} />
      ) : (
        <>
          <Alert color="yellow" variant="light" role="status">
            <Text>
              {details.data.cannotRegisterReason ?? "Registration for this event is not open to you."}
            </Text>
          </Alert>
          <Group justify="flex-end">
            <Button type="button" variant="outline" onClick={onClose} data-autofocus>
              Close
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
