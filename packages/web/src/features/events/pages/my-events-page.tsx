import { Stack } from "@mantine/core";
import type { QueryClient } from "@tanstack/react-query";
import { getToken } from "../../../api/token-storage.ts";
import { PageLoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { availableEventsQuery, useAvailableEvents } from "../api/use-available-events.ts";
import { calendarLinksQuery, useCalendarLinks } from "../api/use-calendar-links.ts";
import { registrationsQuery, useRegistrations } from "../api/use-registrations.ts";
import { useVolunteering, volunteeringQuery } from "../api/use-volunteering.ts";
import { AvailableEvents } from "../components/available-events.tsx";
import { CalendarSubscription } from "../components/calendar-subscription.tsx";
import { RegisteredEvents } from "../components/registered-events.tsx";
import { VolunteerMeets } from "../components/volunteer-meets.tsx";

/** The page's answers, asked for beside its code (app/lazy-page.tsx) rather than once it has rendered. */
export function prefetch(queryClient: QueryClient) {
  if (getToken() === null) return;
  void queryClient.prefetchQuery(registrationsQuery);
  void queryClient.prefetchQuery(availableEventsQuery);
  void queryClient.prefetchQuery(calendarLinksQuery);
  void queryClient.prefetchQuery(volunteeringQuery);
}

// spec §2: the events the member registered for, then those still open to them; issue 28: their calendar; issue 46:
// the meets that need volunteers.
// Issue 41: each section grows when its answer arrives and pushed the ones below it down (a layout shift of 0.19,
// the calendar section's); the page waits for all its answers (or their failures) and shows them at once.
export function MyEventsPage() {
  const settled = [useRegistrations(), useAvailableEvents(), useCalendarLinks(), useVolunteering()].every(
    (query) => !query.isPending,
  );
  return (
    <>
      <PageTitle>My Events</PageTitle>
      {settled ? (
        <Stack gap="xl" maw={860}>
          <RegisteredEvents />
          <AvailableEvents />
          <VolunteerMeets />
          <CalendarSubscription />
        </Stack>
      ) : (
        <PageLoadingState label="Loading your events…" />
      )}
    </>
  );
}
