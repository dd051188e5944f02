import type { GateRegistration } from "@club/domain/office-events.schema";
import { Button, Paper, Stack, Text } from "@mantine/core";
import { gateDetails, gateName } from "./gate-format.ts";

/**
 * Issue 43: the places at this event of the member whose card was read: each one still expected is checked in with
 * one tap (the card said who they are), one already checked in says so.
 */
export function CardPlaces({
  registrations,
  pending,
  onCheckIn,
}: {
  registrations: GateRegistration[];
  pending: boolean;
  onCheckIn: (registration: GateRegistration) => void;
}) {
  const [first] = registrations;
  if (!first) return null;
  return (
    <Paper component="section" aria-label="Places of the card holder" withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text fz="lg" fw={700}>
          {`${gateName(first)}, member ${first.memberNo}`}
        </Text>
        {registrations.map((registration) => (
          <Stack key={registration.registrationId} gap={4}>
            {gateDetails(registration).length > 0 ? (
              <Text>{gateDetails(registration).join(", ")}</Text>
            ) : null}
            {registration.checkedInAt ? (
              <Text fw={700}>Already checked in</Text>
            ) : (
              <Button size="lg" fullWidth loading={pending} onClick={() => onCheckIn(registration)}>
                {`Check in ${gateName(registration)}`}
              </Button>
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
