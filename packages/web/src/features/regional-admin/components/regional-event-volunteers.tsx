import type { OfficeEvent } from "@club/domain/office-events.schema";
import { Drawer } from "@mantine/core";
import { VolunteersSection } from "../../../event-admin/volunteers/volunteers-section.tsx";

/**
 * Issue 46: the volunteers of one of the administrator's meets, beside its judges, kept as the office keeps them on
 * the meet's judging page: the roles with their places and who signed up (names as the club's visibility rule shows
 * them to a member; their e-mail is the office's).
 */
export function RegionalEventVolunteers({
  event,
  onClose,
}: {
  event: OfficeEvent | null;
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={event !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={event ? `Volunteers: ${event.title}` : "Volunteers"}
      closeButtonProps={{ "aria-label": "Close the volunteers" }}
    >
      {event ? <VolunteersSection root="/regional_administrators" eventId={event.id} /> : null}
    </Drawer>
  );
}
