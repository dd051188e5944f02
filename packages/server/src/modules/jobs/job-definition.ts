import type { Config } from "../../config.ts";
import type { AppContext } from "../../lib/app-context.ts";

/**
 * One job of the portal, declared by the module whose work it is (`<area>.jobs.ts`) and registered from the one
 * list in `src/jobs.ts`: its name in the queue, when it runs by itself, and the work.
 */
export interface JobDefinition {
  name: string;
  /** Its schedule (cron, UTC) from the configuration; none: it runs only when sent. */
  schedule?: (jobs: Config["jobs"]) => string;
  run(context: AppContext): Promise<unknown>;
}

/** Every minute: work sent by a request that could not reach the queue still gets done. */
export const everyMinute = () => "* * * * *";

/** The housekeeping schedule (`HOUSEKEEPING_CRON`): purges of what has expired. */
export const housekeeping = (jobs: Config["jobs"]) => jobs.housekeepingCron;
