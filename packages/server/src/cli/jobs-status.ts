import { parseConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { jobStatus } from "../modules/jobs/job-queue.ts";

// What the job queue holds, per job: `npm run jobs:status` (`-- --json` for scripts). On the embedded database,
// stop the portal first (one process at a time); on PostgreSQL, run it beside the instances.
const config = parseConfig(process.env);
const database = await openDatabase(config);
try {
  const statuses = await jobStatus(database);
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify(statuses, null, 2));
  } else if (statuses.length === 0) {
    console.log("No job has run yet: the queue is created when the portal first starts.");
  } else {
    console.table(
      statuses.map(({ name, counts, lastCompletedAt, lastFailure }) => ({
        job: name,
        queued: counts.created + counts.retry,
        running: counts.active,
        done: counts.completed,
        failed: counts.failed,
        "last done": lastCompletedAt?.toISOString() ?? "",
        "last failure": lastFailure ? `${lastFailure.at.toISOString()} ${lastFailure.error}` : "",
      })),
    );
  }
  process.exitCode = statuses.some((status) => status.counts.failed > 0) ? 1 : 0;
} finally {
  await database.close();
}
