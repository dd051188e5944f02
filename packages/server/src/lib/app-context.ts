import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { JobQueue } from "../modules/jobs/job-queue.ts";
import type { Mailer } from "../modules/mail/mail.service.ts";

/** What every module needs from the running app: built once in buildApp, passed to each routes plugin. */
export interface AppContext {
  config: Config;
  db: Db;
  mailer: Mailer;
  now: () => Date;
  log: FastifyBaseLogger;
  /**
   * Asks for a job's run soon, after the caller's transaction is committed (a sending the office started); moves the
   * schedules when the club's time zone changes.
   */
  jobs: Pick<JobQueue, "send" | "keepSchedulesIn">;
}
