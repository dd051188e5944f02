import { type ClubEvent, eventMessages } from "@club/domain/event.schema";
import { Badge, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { useAvailableEvents } from "../api/use-available-events.ts";
import { AddToCalendarMenu } from "./add-to-calendar-menu.tsx";
import { EventSummary } from "./event-summary.tsx";
import { RegisterDialog } from "./register-dialog.tsx";
import { RegistrationPayment, type RegistrationToPay } from "./registration-payment.tsx";

// spec §2, §8: upcoming events the member can still register for, through the external form service or (issue 28)
// here; a full one (issue 14: the office's capacity reached) says so, and a portal one takes its waiting list.
export function AvailableEvents() {
  const events = useAvailableEvents();
  const [registering, setRegistering] = useState<ClubEvent | null>(null);
  const [paying, setPaying] = useState<RegistrationToPay | null>(null);

  function pay(orderId: string) {
    if (registering) setPaying({ orderId, title: registering.title });
    setRegistering(null);
  }

  return (
    <Stack component="section" gap="md" aria-labelledby="available-events-title">
      <Title order={2} id="available-events-title">
        Available Events
      </Title>
      {events.isPending ? (
        <LoadingState label="Loading the available events…" />
      ) : events.isError ? (
        <LoadFailure what="available events" onRetry={() => void events.refetch()} />
      ) : events.data.length === 0 ? (
        <Text>{eventMessages.noAvailable}</Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }}>
          {events.data.map((event) => (
            <Paper component="li" withBorder p="md" key={event.id}>
              <Group justify="space-between" align="flex-start" gap="sm">
                <Stack gap={4}>
                  <EventSummary event={event} />
                  {event.place && <Text size="sm">{`Place: ${event.place}`}</Text>}
                  {event.full ? (
                    <Text fw={700}>
                      {event.registration === "portal"
                        ? "This event is full: you can join its waiting list."
                        : eventMessages.full}
                    </Text>
                  ) : null}
                  <Group mt={4}>
                    <AddToCalendarMenu event={event} />
                  </Group>
                </Stack>
                {/* Issue 14: a full form event is still listed, without the way to register. */}
                {event.full && event.registration === "form" ? (
                  <Badge color="red.9" variant="filled">
                    Full
                  </Badge>
                ) : (
                  <Button type="button" onClick={() => setRegistering(event)}>
                    Register<VisuallyHidden>{` for ${event.title}`}</VisuallyHidden>
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <RegisterDialog event={registering} onClose={() => setRegistering(null)} onPay={pay} />
      <RegistrationPayment payment={paying} onClose={() => setPaying(null)} />
    </Stack>
  );
}
