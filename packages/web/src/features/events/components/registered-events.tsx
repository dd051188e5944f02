import { eventMessages, type Registration } from "@club/domain/event.schema";
import { Anchor, Group, Paper, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { useRegistrations } from "../api/use-registrations.ts";
import { submissionLink } from "../registration-link.ts";
import { CancelRegistrationDialog } from "./cancel-registration-dialog.tsx";
import { EventSummary } from "./event-summary.tsx";
import { RegistrationCard } from "./registration-card.tsx";
import { RegistrationPayment, type RegistrationToPay } from "./registration-payment.tsx";
import { ScoreSheetsDialog } from "./score-sheets-dialog.tsx";

// spec §2, §8: a registration on the form service links to its submission there.
function FormRegistration({
  registration,
  submissionId,
}: {
  registration: Registration;
  submissionId: string;
}) {
  const config = useSiteConfig();
  const { event } = registration;
  return (
    <Paper component="li" withBorder p="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <EventSummary event={event} />
        <Anchor
          href={submissionLink(config.formsBaseUrl, submissionId)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Details<VisuallyHidden>{` of ${event.title} (opens in a new tab)`}</VisuallyHidden>
        </Anchor>
      </Group>
    </Paper>
  );
}

// spec §2, §8: the events the member registered for; issue 28's portal registrations with their status and actions.
export function RegisteredEvents() {
  const registrations = useRegistrations();
  const [paying, setPaying] = useState<RegistrationToPay | null>(null);
  const [cancelling, setCancelling] = useState<Registration | null>(null);
  const [reading, setReading] = useState<Registration | null>(null);

  return (
    <Stack component="section" gap="md" aria-labelledby="registered-events-title">
      <Title order={2} id="registered-events-title">
        Registered Events
      </Title>
      {registrations.isPending ? (
        <LoadingState label="Loading your registered events…" />
      ) : registrations.isError ? (
        <LoadFailure what="registered events" onRetry={() => void registrations.refetch()} />
      ) : registrations.data.length === 0 ? (
        <Text>{eventMessages.noRegistered}</Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }}>
          {registrations.data.map((registration) =>
            registration.submissionId !== null ? (
              <FormRegistration
                key={registration.id}
                registration={registration}
                submissionId={registration.submissionId}
              />
            ) : (
              <RegistrationCard
                key={registration.id}
                registration={registration}
                onPay={(orderId) => setPaying({ orderId, title: registration.event.title })}
                onCancel={setCancelling}
                onReadSheets={setReading}
              />
            ),
          )}
        </Stack>
      )}
      <RegistrationPayment payment={paying} onClose={() => setPaying(null)} />
      <CancelRegistrationDialog registration={cancelling} onClose={() => setCancelling(null)} />
      <ScoreSheetsDialog registration={reading} onClose={() => setReading(null)} />
    </Stack>
  );
}
