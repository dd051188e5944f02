import {
  type ReminderKind,
  type ReminderTemplate,
  reminderPreviewSchema,
  reminderSettingsSchema,
  type reminderSettingsUpdateSchema,
  reminderTemplatePreviewSchema,
} from "@club/domain/reminder-schedule.rules";
import {
  type ReminderTask,
  type ReminderTaskKind,
  reminderTaskSchema,
} from "@club/domain/reminder-task.schema";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { downloadFile } from "../../../api/download-file.ts";
import { queryKeys } from "../../../api/query-keys.ts";

// The renewal reminders (issue 15). Their keys start with the office's, so the office's own invalidation reaches
// them too.
const reminderKeys = {
  settings: [...queryKeys.office, "reminders", "settings"] as const,
  previews: [...queryKeys.office, "reminders", "preview"] as const,
  preview: (date: string, page: number) => [...queryKeys.office, "reminders", "preview", date, page] as const,
  templatePreview: (kind: ReminderKind, template: ReminderTemplate | null) =>
    [...queryKeys.office, "reminders", "template-preview", kind, template] as const,
  task: (id: string) => [...queryKeys.office, "reminders", "task", id] as const,
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

/**
 * GET /api/v1/office/reminders/preview?date=&page=: who would get which reminder that day, 50 a page, with the whole
 * day's counts and who is left out.
 */
export function useReminderPreview(
  date: string,
  { page = 1, enabled = true }: { page?: number; enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: reminderKeys.preview(date, page),
    queryFn: () =>
      apiRequest(
        `/office/reminders/preview?date=${encodeURIComponent(date)}&page=${page}`,
        reminderPreviewSchema,
      ),
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

/** While a task waits or runs, its progress is asked for again this often. */
export const reminderTaskRefreshMs = 1_000;

/** The run, the letters and the labels run as tasks on the server (issue 24): the page follows them. */
export const isTaskUnderWay = (task: Pick<ReminderTask, "status"> | undefined) =>
  task?.status === "queued" || task?.status === "running";

/**
 * POST /api/v1/office/reminders/run, /letters or /labels (with the day): starts the work, which the server does as
 * a job; the answer, at once, is the task to follow.
 */
export function useStartReminderTask() {
  return useMutation({
    mutationFn: ({ kind, date }: { kind: ReminderTaskKind; date?: string }) =>
      apiRequest(`/office/reminders/${kind}`, reminderTaskSchema, {
        method: "POST",
        body: kind === "run" ? undefined : { date },
      }),
  });
}

/**
 * GET /api/v1/office/reminders/tasks/{id}: the task, asked for again while it is under way. Once a run is done,
 * every office page may read differently (the previews, a member's reminders, the audit trail), the session and
 * the tasks aside: they load again.
 */
export function useReminderTask(id: string | null) {
  const queryClient = useQueryClient();
  const task = useQuery({
    queryKey: reminderKeys.task(id ?? ""),
    queryFn: () => apiRequest(`/office/reminders/tasks/${id}`, reminderTaskSchema),
    enabled: id !== null,
    refetchInterval: (query) => (isTaskUnderWay(query.state.data) ? reminderTaskRefreshMs : false),
  });
  const runDone = task.data?.kind === "run" && task.data.status === "done";
  useEffect(() => {
    if (!runDone) return;
    void queryClient.invalidateQueries({
      queryKey: queryKeys.office,
      predicate: ({ queryKey }) =>
        queryKey[1] !== queryKeys.officeSession[1] &&
        !(queryKey[1] === "reminders" && queryKey[2] === "task"),
    });
  }, [runDone, queryClient]);
  return task;
}

/** GET /api/v1/office/reminders/tasks/{id}/file: a finished task's letters or labels, saved under its name. */
export function useDownloadReminderFile() {
  return useMutation({
    mutationFn: ({ id, fileName }: Pick<ReminderTask, "id" | "fileName">) =>
      downloadFile(`/office/reminders/tasks/${id}/file`, fileName ?? "reminders.pdf"),
  });
}
