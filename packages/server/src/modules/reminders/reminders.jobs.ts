import { everyMinute, housekeeping, type JobDefinition } from "../jobs/job-definition.ts";
import { purgeOldReminderTasks, reminderTasksJob, runReminderTasks } from "./reminder-tasks.service.ts";
import { runReminders } from "./reminders.service.ts";
import { purgeExpiredRenewalLinks } from "./renewal-links.service.ts";

export const remindersJobs: JobDefinition[] = [
  {
    name: "renewal-reminders",
    schedule: (jobs) => jobs.remindersCron,
    run: (context) => runReminders(context, { actorId: null }),
  },
  // Issue 24: the run the office starts, a day's letters and labels, sent by the office's request (in sets, with
  // progress); their files are kept a day.
  { name: reminderTasksJob, schedule: everyMinute, run: runReminderTasks },
  { name: "purge-old-reminder-tasks", schedule: housekeeping, run: purgeOldReminderTasks },
  { name: "purge-expired-renewal-links", schedule: housekeeping, run: purgeExpiredRenewalLinks },
];
