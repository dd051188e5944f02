import { eventMessages } from "@club/domain/event.schema";
import { Anchor, Group, Paper, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { useRegistrations } from "../api/use-registrations.ts";
import { submissionLink } from "../registration-link.ts";
import { EventSummary } from "./event-summary.tsx";

// spec §2, §8: the events the member registered for, each linking to its submission on the form service.
export function RegisteredEvents() {
  const config = useSiteConfig();
  const registrations = useRegistrations();

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
          {registrations.data.map(({ submissionId, event }) => (
            <Paper component="li" withBorder p="md" key={submissionId}>
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
          ))}
        </Stack>
      )}
    </Stack>
  );
}
