import closeWithGrace from "close-with-grace";
import pino from "pino";
import { keepCompiledModules } from "./lib/compile-cache.ts";
import { loadDrizzleAsCommonJs } from "./lib/drizzle-commonjs.ts";
import { lowerThisProcessForOfficeWork } from "./lib/office-work-priority.ts";

// Issue 41: as in main.ts, the compile cache is on and the hook is in before drizzle is resolved (its ES modules cost
// a worker's start about 2 s and 190 MB of heap), so what imports drizzle is imported after it.
keepCompiledModules();
loadDrizzleAsCommonJs();
const [{ clockFor, logOptions }, { ConfigError, parseConfig }, { openDatabase }, { startWorker }] =
  await Promise.all([
    import("./app.ts"),
    import("./config.ts"),
    import("./db/client.ts"),
    import("./start-worker.ts"),
  ]);

// Issue 41: `npm run worker` (compiled: node packages/server/dist/worker.js). On PostgreSQL, the queue's jobs and
// their schedules run here, beside web instances started with JOBS=off, so no member's request waits behind the
// office's work. It answers no HTTP. Several workers may run: each job is taken by one (SKIP LOCKED), and one whose
// worker died is taken up by another (the job leases). It migrates as the web instances do, under the same advisory
// lock (whichever starts first migrates; the others find it done); it seeds nothing: the web instances do. JOBS is
// the web instances' setting: a worker runs the jobs whatever it says, so all may share one environment file.

async function main() {
  const config = parseConfig(process.env);
  if (!config.databaseUrl)
    throw new ConfigError(
      "The worker needs DATABASE_URL (PostgreSQL): on the embedded database the one portal process (npm start) runs the jobs itself.",
    );
  lowerThisProcessForOfficeWork();
  const log = pino(logOptions(config));
  const database = await openDatabase(config);
  await database.migrate();
  database.onConnectionError((error) =>
    log.warn({ err: error }, "database connection lost; the pool reconnects for the next query"),
  );
  for (const warning of config.warnings) log.warn(warning);
  const worker = await startWorker(config, database, { now: clockFor(config), log });

  // On SIGTERM (systemd's stop) the jobs under way get 10 s to finish; one still running after that keeps its
  // lease, which stops beating, and another worker (or this one, restarted) runs it again.
  closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
    if (err) log.error({ err }, "worker shutting down after an error");
    else log.info({ signal }, "worker shutting down");
    await worker.stop();
    await database.close();
  });
  log.info({ jobs: worker.jobs }, "worker started: it runs the queue's jobs");
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
