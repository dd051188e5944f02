import { reminderPlaceholders } from "@club/domain/reminder-schedule.rules";
import { Button, Group, Stack, Text } from "@mantine/core";
import { useId } from "react";

const meanings: Record<(typeof reminderPlaceholders)[number], string> = {
  name: "the member's name",
  plan: "their plan",
  amount: "what renewing costs",
  expiry: "the day the dues expire",
  renew_link: "the one-click renewal link (every message needs it)",
  days: "how many days are left (before expiry)",
  club: "the club's name",
};

/** The placeholders a template may use, each a button that puts it where the cursor was in the subject or message. */
export function PlaceholderButtons({ onInsert }: { onInsert: (placeholder: string) => void }) {
  const id = useId();
  return (
    <Stack gap="xs" role="group" aria-labelledby={`${id}-title`}>
      <Text id={`${id}-title`} fw={700}>
        Placeholders: press one to put it where the cursor is
      </Text>
      <Stack gap={6}>
        {reminderPlaceholders.map((name) => (
          <Group key={name} gap="xs" wrap="nowrap">
            <Button
              size="sm"
              variant="outline"
              radius="xl"
              tt="none"
              aria-describedby={`${id}-${name}`}
              onClick={() => onInsert(`{{${name}}}`)}
              styles={{ root: { flexShrink: 0 } }}
            >
              {`{{${name}}}`}
            </Button>
            <Text id={`${id}-${name}`}>{meanings[name]}</Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
