import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type AppDeps, buildApp } from "../packages/server/src/app.ts";
import { parseConfig } from "../packages/server/src/config.ts";
import type { Database } from "../packages/server/src/db/client.ts";
import { startJobQueue } from "../packages/server/src/modules/jobs/job-queue.ts";

/**
 * The real app on a free port for a benchmark: its own data folder, no rate limit in the way, the real job queue on
 * the bench's database. Mail goes nowhere unless `env` gives an SMTP_URL. `close` stops the app and its queue.
 */
export async function startBenchApp(
  database: Database,
  options: { env?: Record<string, string>; now?: AppDeps["now"] } = {},
) {
  const config = parseConfig({
    LOG_LEVEL: "silent",
    RATE_LIMIT_MAX: "10000000",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "club-bench-")),
    ...options.env,
  });
  const jobs = await startJobQueue(database);
  const app = await buildApp(config, {
    db: database.db,
    ping: database.ping,
    jobs,
    now: options.now,
    mailTransport: options.env?.SMTP_URL ? undefined : async () => "bench",
  });
  const base = await app.listen({ host: "127.0.0.1", port: 0 });
  return {
    base,
    async close() {
      await app.close();
      await jobs.stop();
    },
  };
}
