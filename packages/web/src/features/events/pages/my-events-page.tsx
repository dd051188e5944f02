import { Stack } from "@mantine/core";
import { PageTitle } from "../../../components/page-title.tsx";
import { AvailableEvents } from "../components/available-events.tsx";
import { CalendarSubscription } from "../components/calendar-subscription.tsx";
import { RegisteredEvents } from "../components/registered-events.tsx";

// spec §2: the events the member registered for, then those still open to them; issue 28: their calendar.
export function MyEventsPage() {
  return (
    <>
      <PageTitle>My Events</PageTitle>
      <Stack gap="xl" maw={860}>
        <RegisteredEvents />
        <AvailableEvents />
        <CalendarSubscription />
      </Stack>
    </>
  );
}
