import type { GateRegistration } from "@club/domain/office-events.schema";
import { Button, Paper, Stack, Text } from "@mantine/core";
import { ApiError, errorsOf } from "../../../api/api-error.ts";

/**
 * in: checked in now; again: the code was already used (409); refused: no confirmed registration has it; undone: a
 * check-in taken back (issue 40).
 */
export type CheckInTone = "in" | "again" | "refused" | "undone";

export interface CheckInOutcome {
  tone: CheckInTone;
  message: string;
  /** Who was checked in now: the answer offers to undo it, for a code typed or a name tapped by mistake. */
  checkedIn?: GateRegistration;
}

// Read at arm's length in daylight: dark text on a pale ground, a thick border in the tone's colour.
const toneStyles: Record<CheckInTone, { background: string; color: string; borderColor: string }> = {
  in: { background: "#e7f5ea", color: "#0b4f1e", borderColor: "#1e7b34" },
  again: { background: "#fff3dc", color: "#6b3a00", borderColor: "#b25e00" },
  refused: { background: "#fdf0ef", color: "#8a1c14", borderColor: "#b42318" },
  undone: { background: "#e8f1fb", color: "#0b3a66", borderColor: "#1c5d99" },
};

/** Why a code checked nobody in, as the server said it: amber when it was already used, red otherwise. */
export function outcomeOfError(error: unknown): CheckInOutcome {
  const errors = errorsOf(error) ?? {};
  const message = (errors.code ?? Object.values(errors).flat()).join(" ");
  return { tone: error instanceof ApiError && error.status === 409 ? "again" : "refused", message };
}

/** The last code's outcome in large words, announced to a screen reader as it changes; a check-in offers its undo. */
export function CheckInOutcomeBanner({
  outcome,
  onUndo,
}: {
  outcome: CheckInOutcome;
  onUndo: (registration: GateRegistration) => void;
}) {
  const style = toneStyles[outcome.tone];
  const { checkedIn } = outcome;
  return (
    <Paper p="md" radius="md" style={{ ...style, borderWidth: 4, borderStyle: "solid" }}>
      <Stack gap="sm" align="flex-start">
        <Text
          c={style.color}
          fz={{ base: 22, sm: 28 }}
          fw={700}
          lh={1.3}
          style={{ overflowWrap: "anywhere" }}
        >
          {outcome.message}
        </Text>
        {checkedIn ? (
          <Button variant="white" c={style.color} size="md" onClick={() => onUndo(checkedIn)}>
            Undo this check-in
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
