import type { OfficeMemberRecord } from "@club/domain/office.schema";
import { reminderStepLabel } from "@club/domain/reminder-schedule.rules";
import { Alert, Badge, Stack, Text } from "@mantine/core";
import { formatDay, formatMoment, humanize } from "../../../../office-kit/office-format.ts";
import { OfficeSection } from "../../../../office-kit/office-section.tsx";
import { ClearBounceButton } from "../clear-bounce-button.tsx";
import { RecordTable } from "./simple-tabs.tsx";

type Reminder = OfficeMemberRecord["reminders"][number];
type Mail = OfficeMemberRecord["mails"][number];

const channelLabels: Record<Reminder["channel"], string> = { email: "E-mail", letter: "Letter" };

/** The member's address bounces: why and since when, what it stops, and the way to clear it. */
function BounceAlert({ record }: { record: OfficeMemberRecord }) {
  const { mailBounce, profile } = record;
  if (!mailBounce) return null;
  return (
    <Alert color="red.9" variant="light" title="Address bouncing">
      <Stack gap="xs">
        <Text>{`The mail server of ${profile.email} refused the club's mail for good on ${formatMoment(mailBounce.bouncedAt)}:`}</Text>
        <Text ff="monospace" style={{ overflowWrap: "anywhere" }}>
          {mailBounce.reason}
        </Text>
        <Text>
          Renewal reminders and announcements are not sent to this address. Ask the member for a working
          address (correct it on the Profile tab); once they confirm it works, clear the bounce.
        </Text>
        <ClearBounceButton address={profile.email} />
      </Stack>
    </Alert>
  );
}

/** The reminders sent, then the messages, the latest first; a bouncing address says so first. */
export function MailTab({ record }: { record: OfficeMemberRecord }) {
  return (
    <Stack gap="md">
      <BounceAlert record={record} />
      <OfficeSection title="Reminders">
        <RecordTable<Reminder>
          label="Renewal reminders"
          rows={record.reminders}
          rowKey={(reminder) => `${reminder.cycle}-${reminder.step}`}
          empty="No renewal reminders sent."
          columns={[
            { label: "Reminder", value: (reminder) => reminderStepLabel(reminder.step) },
            { label: "Sent as", value: (reminder) => channelLabels[reminder.channel] },
            { label: "Date", value: (reminder) => formatDay(reminder.runOn) },
            { label: "For dues expiring", value: (reminder) => formatDay(reminder.cycle) },
          ]}
        />
      </OfficeSection>
      <OfficeSection title="Messages">
        <RecordTable<Mail>
          label="Mail sent to the member"
          rows={record.mails}
          rowKey={(mail) => mail.id}
          empty="No mail sent to this member."
          columns={[
            { label: "Subject", value: (mail) => mail.subject },
            {
              label: "Status",
              value: (mail) =>
                mail.status === "bounced" ? (
                  <Badge color="#a51d24" tt="none">
                    Bounced
                  </Badge>
                ) : (
                  humanize(mail.status)
                ),
            },
            { label: "Written", value: (mail) => formatMoment(mail.createdAt) },
            { label: "Sent", value: (mail) => formatMoment(mail.sentAt) },
          ]}
        />
      </OfficeSection>
    </Stack>
  );
}
