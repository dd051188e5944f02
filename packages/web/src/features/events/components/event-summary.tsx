import type { ClubEvent } from "@club/domain/event.schema";
import { Stack, Text, Title } from "@mantine/core";

/** spec §9: dates as YYYY-MM-DD, which is how the API sends them. */
export function eventDates(event: Pick<ClubEvent, "dateStart" | "dateEnd">): string {
  return `${event.dateStart} – ${event.dateEnd}`;
}

// spec §3: what a member sees of an event: title, dates, region (none for the club's national events).
export function EventSummary({ event }: { event: ClubEvent }) {
  return (
    <Stack gap={2}>
      <Title order={3} size="h4">
        {event.title}
      </Title>
      <Text size="sm">{eventDates(event)}</Text>
      <Text size="sm">{event.regionName ? `Region: ${event.regionName}` : "National event"}</Text>
    </Stack>
  );
}
