import type { EventRegistrant, OfficeEvent } from "@club/domain/office-events.schema";
import { Button, Group, VisuallyHidden } from "@mantine/core";
import { CancelRegistrationDialog } from "./cancel-registration-dialog.tsx";
import { MoveRegistrationDialog } from "./move-registration-dialog.tsx";
import { RegisterMemberDialog } from "./register-member-dialog.tsx";

// Issue 28: what the office does with a portal event's registrations, opened from its registrations drawer.

/** The dialog open over the drawer: registering a member, or cancelling or moving one registration. */
export type RegistrationAction =
  | { kind: "register" }
  | { kind: "cancel"; registrant: EventRegistrant }
  | { kind: "move"; registrant: EventRegistrant };

/** A registration's buttons: Cancel until it is cancelled, Move while it is confirmed. */
export function RegistrationRowActions({
  registrant,
  onAction,
}: {
  registrant: EventRegistrant;
  onAction: (action: RegistrationAction) => void;
}) {
  if (registrant.status === "cancelled") return null;
  const who = ` ${registrant.firstName} ${registrant.lastName}`;
  return (
    <Group gap="xs" wrap="nowrap">
      {registrant.status === "confirmed" ? (
        <Button size="compact-md" variant="outline" onClick={() => onAction({ kind: "move", registrant })}>
          Move<VisuallyHidden>{who}</VisuallyHidden>
        </Button>
      ) : null}
      <Button
        size="compact-md"
        variant="outline"
        color="red.9"
        onClick={() => onAction({ kind: "cancel", registrant })}
      >
        Cancel<VisuallyHidden>{who}</VisuallyHidden>
      </Button>
    </Group>
  );
}

/**
 * The dialog of the action chosen, if any: mounted only while open, so each opening starts afresh and nothing is
 * loaded for a dialog not shown (the upcoming events, the actor's policies).
 */
export function RegistrationActionDialogs({
  event,
  action,
  onClose,
}: {
  event: OfficeEvent;
  action: RegistrationAction | null;
  onClose: () => void;
}) {
  if (action?.kind === "register") return <RegisterMemberDialog event={event} onClose={onClose} />;
  if (action?.kind === "cancel")
    return <CancelRegistrationDialog event={event} registrant={action.registrant} onClose={onClose} />;
  if (action?.kind === "move")
    return <MoveRegistrationDialog event={event} registrant={action.registrant} onClose={onClose} />;
  return null;
}
