import { everyMinute, type JobDefinition } from "../jobs/job-definition.ts";
import { deliverAnnouncements } from "./announcement-delivery.service.ts";
import { announcementDeliveryJob } from "./announcements.service.ts";

export const announcementsJobs: JobDefinition[] = [
  // At their pace: each run queues a minute of ANNOUNCEMENT_MAIL_PER_SECOND, less the mail waiting.
  { name: announcementDeliveryJob, schedule: everyMinute, run: deliverAnnouncements },
];
