import { eventCalendarPath, googleCalendarLink, outlookCalendarLink } from "@club/domain/calendar-links";
import type { ClubEvent } from "@club/domain/event.schema";
import { Button, Menu, VisuallyHidden } from "@mantine/core";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";

type CalendarEvent = Pick<ClubEvent, "id" | "title" | "dateStart" | "dateEnd" | "place" | "regionName">;

const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;

// Issue 40: one event into the member's own calendar, whichever they use. Google and Outlook open their "new event"
// page filled in; Apple's Calendar, the iPhone and any other calendar take the event's .ics file.
export function AddToCalendarMenu({ event }: { event: CalendarEvent }) {
  const { clubTimeZone } = useSiteConfig();
  const file = eventCalendarPath(event.id);
  const entry = {
    title: event.title,
    dateStart: event.dateStart,
    dateEnd: event.dateEnd,
    place: event.place ?? event.regionName,
    details: `Details and registration: ${new URL("/my-profile/my-events", window.location.origin).href}`,
  };

  return (
    <Menu position="bottom-start" width={260} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="outline">
          Add to my calendar<VisuallyHidden>{` for ${event.title}`}</VisuallyHidden>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component="a" href={googleCalendarLink(entry, clubTimeZone)} {...newTab} fz="md">
          Google Calendar<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Menu.Item>
        <Menu.Item component="a" href={file} fz="md">
          Apple Calendar / iPhone
        </Menu.Item>
        <Menu.Item component="a" href={outlookCalendarLink(entry)} {...newTab} fz="md">
          Outlook<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Menu.Item>
        <Menu.Item component="a" href={file} download={`event-${event.id}.ics`} fz="md">
          Download the .ics file
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
