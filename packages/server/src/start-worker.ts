import type { FastifyBaseLogger } from "fastify";
import { type AppDeps, createAppContext } from "./app.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { appJobs } from "./jobs.ts";
import { type LeaseTimes, startJobQueue } from "./modules/jobs/job-queue.ts";
import { getClubTimeZone } from "./modules/settings/settings.service.ts";

/**
 * Issue 41: the worker role (worker.ts): the queue's jobs and their schedules, with the context the app gives its
 * jobs, and no HTTP. `stop` lets the jobs under way finish (10 s), then ends the mail connections it opened.
 */
export async function startWorker(
  config: Config,
  database: Pick<Database, "db" | "executeSql">,
  deps: Pick<AppDeps, "now" | "mailTransport"> & {
    log: FastifyBaseLogger;
    scheduleCheckSeconds?: number;
    leases?: LeaseTimes;
  },
) {
  const jobs = await startJobQueue(database, {
    scheduleCheckSeconds: deps.scheduleCheckSeconds,
    leases: deps.leases,
  });
  const { context, close } = createAppContext(config, { ...deps, db: database.db, jobs });
  const definitions = appJobs(context);
  await jobs.work(definitions, deps.log, await getClubTimeZone(context));
  return {
    jobs: definitions.length,
    async stop() {
      await jobs.stop();
      await close();
    },
  };
}
