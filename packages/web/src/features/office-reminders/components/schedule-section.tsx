import type { ReminderSchedule } from "@club/domain/reminder-schedule.rules";
import { List, Stack, Text } from "@mantine/core";
import { OfficeSection } from "../../../office-kit/office-section.tsx";
import { daysInWords } from "../format/reminder-format.ts";
import { ScheduleForm } from "./schedule-form.tsx";

interface ScheduleSectionProps {
  saved: ReminderSchedule;
  /** Only an office administrator may change it (the server refuses office staff too). */
  canEdit: boolean;
  onDirtyChange: (dirty: boolean) => void;
}

/** When the reminders go out: the form for an administrator, the schedule in words for office staff. */
export function ScheduleSection({ saved, canEdit, onDirtyChange }: ScheduleSectionProps) {
  return (
    <OfficeSection title="Schedule">
      <Text mb="md">
        Each member gets at most one reminder a day, and each reminder once per membership year. Reminders
        before expiry go out only while renewing is open.
      </Text>
      {canEdit ? (
        <ScheduleForm saved={saved} onDirtyChange={onDirtyChange} />
      ) : (
        <ScheduleSummary schedule={saved} />
      )}
    </OfficeSection>
  );
}

function ScheduleSummary({ schedule }: { schedule: ReminderSchedule }) {
  return (
    <Stack gap="xs">
      <Text fw={700}>Only an office administrator can change the schedule.</Text>
      <List spacing={4}>
        <List.Item>Before the dues expire: {daysInWords(schedule.beforeExpiryDays)}.</List.Item>
        <List.Item>
          When the renewal window opens: {schedule.windowOpening ? "a reminder" : "no reminder"}.
        </List.Item>
        <List.Item>After a lapse: {daysInWords(schedule.afterLapseDays)}.</List.Item>
      </List>
    </Stack>
  );
}
