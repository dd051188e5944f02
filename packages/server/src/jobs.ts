import type { AppContext } from "./lib/app-context.ts";
import { announcementsJobs } from "./modules/announcements/announcements.jobs.ts";
import { archiveJobs } from "./modules/archive/archive.jobs.ts";
import { authJobs } from "./modules/auth/auth.jobs.ts";
import { checkoutJobs } from "./modules/checkout/checkout.jobs.ts";
import { claimsJobs } from "./modules/claims/claims.jobs.ts";
import { electionsJobs } from "./modules/elections/elections.jobs.ts";
import { eventsJobs } from "./modules/events/events.jobs.ts";
import { importsJobs } from "./modules/imports/imports.jobs.ts";
import { databaseJobs } from "./modules/jobs/database.jobs.ts";
import type { JobDefinition } from "./modules/jobs/job-definition.ts";
import type { Job } from "./modules/jobs/job-queue.ts";
import { judgingJobs } from "./modules/judging/judging.jobs.ts";
import { limitsJobs } from "./modules/limits/limits.jobs.ts";
import { listingsJobs } from "./modules/listings/listings.jobs.ts";
import { mailJobs } from "./modules/mail/mail.jobs.ts";
import { membersJobs } from "./modules/members/members.jobs.ts";
import { remindersJobs } from "./modules/reminders/reminders.jobs.ts";
import { walletJobs } from "./modules/wallet/wallet.jobs.ts";

/** Every job of the portal, each declared by its module; docs/operations.md lists them (a test checks it). */
export const jobDefinitions: JobDefinition[] = [
  ...mailJobs,
  ...announcementsJobs,
  ...authJobs,
  ...limitsJobs,
  ...membersJobs,
  ...remindersJobs,
  ...claimsJobs,
  ...importsJobs,
  ...eventsJobs,
  ...databaseJobs,
  ...checkoutJobs,
  ...walletJobs,
  ...listingsJobs,
  ...archiveJobs,
  ...judgingJobs,
  ...electionsJobs,
];

/** The jobs as the queue runs them in this app: each schedule read from the configuration, each run given the context. */
export function appJobs(context: AppContext): Job[] {
  return jobDefinitions.map((job) => ({
    name: job.name,
    cron: job.schedule?.(context.config.jobs),
    run: () => job.run(context),
  }));
}
