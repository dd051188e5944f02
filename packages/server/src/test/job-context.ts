import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { parseConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { AppContext } from "../lib/app-context.ts";
import { createMailer } from "../modules/mail/mail.service.ts";

/**
 * The context a job runs with (a delivery, the claim invitations), for a test that runs the job by hand on its own
 * database and clock: mail is queued in the outbox and handed to a transport that keeps nothing.
 */
export function jobContextOn(
  db: Db,
  clock: { now: Date },
  options: { env?: Record<string, string>; jobs?: Partial<AppContext["jobs"]> } = {},
): AppContext {
  const log = pino({ level: "silent" });
  const jobs = { send: async () => undefined, keepSchedulesIn: async () => undefined, ...options.jobs };
  return {
    config: parseConfig({
      NODE_ENV: "test",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "club-test-")),
      PUBLIC_URL: "http://portal.test",
      ...options.env,
    }),
    db,
    mailer: createMailer({
      db,
      transport: async () => "test",
      from: "office@example.org",
      log,
      now: () => clock.now,
      jobs,
    }),
    now: () => clock.now,
    log,
    jobs,
  };
}
