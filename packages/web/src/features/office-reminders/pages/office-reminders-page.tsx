import { Stack, Text } from "@mantine/core";
import { useState } from "react";
import { PageTitle } from "../../../components/page-title.tsx";
import { UnsavedChangesDialog } from "../../../components/unsaved-changes-dialog.tsx";
import { useUnsavedChangesPrompt } from "../../../lib/use-unsaved-changes-prompt.ts";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useOfficePolicy } from "../../../office-kit/use-office-session.ts";
import { useReminderSettings } from "../api/use-office-reminders.ts";
import { ReminderPreviewSection } from "../components/reminder-preview-section.tsx";
import { ScheduleSection } from "../components/schedule-section.tsx";
import { TemplatesSection } from "../components/templates-section.tsx";

/**
 * Issue 15: the renewal reminders. Who gets one on a day (with that day's letters and labels, and sending today's
 * at once), when they go out, and what the e-mails say. Everyone in the office reads it; only an office
 * administrator changes the schedule and the templates.
 */
export function OfficeRemindersPage() {
  const canEdit = useOfficePolicy("configureReminders");
  const settings = useReminderSettings();
  const [scheduleDirty, setScheduleDirty] = useState(false);
  const [templatesDirty, setTemplatesDirty] = useState(false);
  const blocker = useUnsavedChangesPrompt(scheduleDirty || templatesDirty);

  return (
    <>
      <PageTitle>Renewal reminders</PageTitle>
      <Stack gap="md" maw={1100}>
        <Text>
          Members whose dues are about to expire, or have just lapsed, are reminded to renew, with a link that
          renews in one click.
        </Text>
        <ReminderPreviewSection />
        <QueryState query={settings} loading="Loading the schedule and the templates…" />
        {settings.data && canEdit !== undefined ? (
          <>
            <ScheduleSection
              saved={settings.data.schedule}
              canEdit={canEdit}
              onDirtyChange={setScheduleDirty}
            />
            <TemplatesSection
              saved={settings.data.templates}
              canEdit={canEdit}
              onDirtyChange={setTemplatesDirty}
            />
          </>
        ) : null}
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
