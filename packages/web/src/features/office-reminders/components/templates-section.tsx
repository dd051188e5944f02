import type { ReminderTemplates } from "@club/domain/reminder-schedule.rules";
import { Text } from "@mantine/core";
import { OfficeSection } from "../../../office-kit/office-section.tsx";
import { TemplatesForm } from "./templates-form.tsx";

interface TemplatesSectionProps {
  saved: ReminderTemplates;
  canEdit: boolean;
  onDirtyChange: (dirty: boolean) => void;
}

/** What the reminders say: the e-mails' subject and message (letters have their own printed wording). */
export function TemplatesSection({ saved, canEdit, onDirtyChange }: TemplatesSectionProps) {
  return (
    <OfficeSection title="Templates">
      <Text mb="md">
        The words of the reminder e-mails. Placeholders such as {"{{name}}"} are replaced with each member's
        own details; every message must carry {"{{renew_link}}"}, the link that renews in one click.
      </Text>
      <TemplatesForm saved={saved} readOnly={!canEdit} onDirtyChange={onDirtyChange} />
    </OfficeSection>
  );
}
