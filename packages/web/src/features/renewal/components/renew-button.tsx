import type { RenewData } from "@club/domain/renewal.schema";
import { Button, Stack, Text, Tooltip } from "@mantine/core";
import { useId } from "react";

interface RenewButtonProps {
  state: RenewData["renewButton"];
  onRenew: () => void;
}

// spec §4, §6: hidden for lifelong members; enabled inside the renewal window (or once dues expired), else
// disabled with the reason. The reason is also written under the button, for keyboard, touch and screen-reader
// users who never see a tooltip.
export function RenewButton({ state, onRenew }: RenewButtonProps) {
  const noteId = useId();
  if (!state.visible) return null;
  const note = state.tooltip;

  const button = (
    <Button
      // Not `disabled`: a disabled button takes no focus or hover, so its tooltip could never show.
      data-disabled={!state.enabled || undefined}
      aria-disabled={!state.enabled || undefined}
      aria-describedby={note ? noteId : undefined}
      onClick={(event) => {
        if (!state.enabled) {
          event.preventDefault();
          return;
        }
        onRenew();
      }}
    >
      Renew My Membership
    </Button>
  );

  return (
    <Stack gap={4} align="flex-start">
      {note ? (
        <Tooltip label={note} multiline maw={320} withArrow>
          {button}
        </Tooltip>
      ) : (
        button
      )}
      {note && (
        <Text id={noteId} size="sm" maw={360}>
          {note}
        </Text>
      )}
    </Stack>
  );
}
