import {
  type ReminderKind,
  type ReminderTemplate,
  reminderPreviewSchema,
  reminderRunSchema,
  reminderSettingsSchema,
  type reminderSettingsUpdateSchema,
  reminderTemplatePreviewSchema,
} from "@club/domain/reminder-schedule.rules";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { downloadFile } from "../../../api/download-file.ts";
import { queryKeys } from "../../../api/query-keys.ts";

// The renewal reminders (issue 15). Their keys start with the office's, so the office's own invalidation reaches
// them too.
const reminderKeys = {
  settings: [...queryKeys.office, "reminders", "settings"] as const,
  previews: [...queryKeys.office, "reminders", "preview"] as const,
  preview: (date: string) => [...queryKeys.office, "reminders", "preview", date] as const,
  templatePreview: (kind: ReminderKind, template: ReminderTemplate | null) =>
    [...queryKeys.office, "reminders", "template-preview", kind, template] as const,
};

/** GET /api/v1/office/reminders/settings: the schedule and the three templates. */
export function useReminderSettings() {
  return useQuery({
    queryKey: reminderKeys.settings,
    queryFn: () => apiRequest("/office/reminders/settings", reminderSettingsSchema),
  });
}

export type ReminderSettingsUpdate = z.input<typeof reminderSettingsUpdateSchema>;

/**
 * PUT /api/v1/office/reminders/settings (office_admin): the schedule, the templates, or both; the reply is all of
 * it as saved. A new schedule changes who is due, so the previews load again, and so does the audit trail.
 */
export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderSettingsUpdate) =>
      apiRequest("/office/reminders/settings", reminderSettingsSchema, { method: "PUT", body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(reminderKeys.settings, saved);
      void queryClient.invalidateQueries({ queryKey: reminderKeys.previews });
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.office, "audit"] });
    },
  });
}

/** GET /api/v1/office/reminders/preview?date=: who would get which reminder that day, and who is left out. */
export function useReminderPreview(date: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: reminderKeys.preview(date),
    queryFn: () =>
      apiRequest(`/office/reminders/preview?date=${encodeURIComponent(date)}`, reminderPreviewSchema),
    enabled: enabled && date !== "",
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /api/v1/office/reminders/template_preview: a template as a member reads it (null: nothing to show yet). A
 * template the server refuses (an unknown placeholder) fails with its message; asking again would not help, so it
 * is not retried.
 */
export function useTemplatePreview(kind: ReminderKind, template: ReminderTemplate | null) {
  return useQuery({
    queryKey: reminderKeys.templatePreview(kind, template),
    queryFn: () =>
      apiRequest("/office/reminders/template_preview", reminderTemplatePreviewSchema, {
        method: "POST",
        body: { kind, template },
      }),
    enabled: template !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * POST /api/v1/office/reminders/run: sends today's due reminders. Every office page may now read differently (the
 * previews, a member's reminders, the audit trail), the session aside: the preview on screen loads again before
 * the send counts as done, so the notice and the new list arrive together; the others when next shown.
 */
export function useRunReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("/office/reminders/run", reminderRunSchema, { method: "POST" }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: queryKeys.office,
        predicate: ({ queryKey }) => queryKey[1] !== queryKeys.officeSession[1],
      }),
  });
}

export type ReminderPdf = "letters" | "labels";

/** GET /api/v1/office/reminders/{letters,labels}.pdf?date=: a day's renewal letters or their mailing labels. */
export function useDownloadReminderPdf() {
  return useMutation({
    mutationFn: ({ pdf, date }: { pdf: ReminderPdf; date: string }) =>
      downloadFile(
        `/office/reminders/${pdf}.pdf?date=${encodeURIComponent(date)}`,
        pdf === "letters" ? `renewal-letters-${date}.pdf` : `mailing-labels-${date}.pdf`,
      ),
  });
}
