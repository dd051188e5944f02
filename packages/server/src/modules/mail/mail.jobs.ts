import { everyMinute, housekeeping, type JobDefinition } from "../jobs/job-definition.ts";
import { mailDeliveryJob } from "./mail.service.ts";

export const mailJobs: JobDefinition[] = [
  // Sent after each mail is stored; every minute as well: messages whose delivery failed are due again after their wait.
  { name: mailDeliveryJob, schedule: everyMinute, run: ({ mailer }) => mailer.deliverPending() },
  {
    name: "purge-sent-mail",
    schedule: housekeeping,
    run: ({ mailer, config }) => mailer.purgeSentMail(config.mail.sentRetentionMs),
  },
];
