import type { FastifyBaseLogger } from "fastify";
import { PgBoss } from "pg-boss";
import { advisoryLocks } from "../../db/advisory-locks.ts";
import type { Database } from "../../db/client.ts";
import { asOfficeWork } from "../../db/office-work.ts";

/** Work the portal does outside a request: sent when something needs it, or run on a schedule. */
export interface Job {
  name: string;
  /** When it runs by itself (cron, in the club's time zone): one run per time across every instance. */
  cron?: string;
  /** The work; what it returns is not kept. */
  run(): Promise<unknown>;
}

export interface JobQueue {
  /**
   * Works on these jobs in this process and keeps their schedules, read in `timeZone` (the club's); call once per
   * process.
   */
  work(jobs: Job[], log: FastifyBaseLogger, timeZone: string): Promise<void>;
  /** The club's time zone changed: every schedule is read in `timeZone` from now on, from any instance. */
  keepSchedulesIn(timeZone: string): Promise<void>;
  /**
   * Issue 41: makes these jobs' queues ready to be sent to, and works on none of them (a web instance with JOBS=off:
   * a worker process runs them, and their schedules). The queue's own errors go to `log` from then on.
   */
  declare(jobs: Job[], log: FastifyBaseLogger): Promise<void>;
  /** Asks for a run soon; a run already waiting covers it (one waiting and one running per job at most). */
  send(name: string): Promise<void>;
  stop(): Promise<void>;
}

const schema = "pgboss";

/**
 * The job queue lives in the portal's own database (pg-boss): on PostgreSQL, every instance takes jobs from it
 * and a job is run by one of them (SKIP LOCKED); on the embedded database, the one process runs them all.
 */
export async function startJobQueue(
  database: Pick<Database, "executeSql">,
  options: { scheduleCheckSeconds?: number; leases?: LeaseTimes; works?: boolean } = {},
): Promise<JobQueue> {
  // A process that sends jobs and runs none (JOBS=off) keeps no schedules and no supervision: the worker does.
  const works = options.works ?? true;
  const leaseTimes = options.leases ?? defaultLeaseTimes;
  // pg-boss records a finished job (complete, fail) without waiting for the write: `stop` waits for the writes
  // under way, so none reaches a database the caller closes next. One pg-boss starts after that (a job that ended
  // as the queue stopped) is never sent: on a closed pool it would reject inside pg-boss, where nothing catches it.
  const writes = new Set<Promise<unknown>>();
  let stopped = false;
  const executeSql = (text: string, values?: unknown[]): ReturnType<typeof database.executeSql> => {
    if (stopped) return new Promise(() => undefined);
    const write = database.executeSql(text, values);
    writes.add(write);
    void write.finally(() => writes.delete(write)).catch(() => undefined);
    return write;
  };
  const boss = new PgBoss({
    db: { executeSql },
    schema,
    schedule: works,
    supervise: works,
    // How often an instance looks whether a schedule is due (one instance does, per interval).
    cronMonitorIntervalSeconds: options.scheduleCheckSeconds ?? 30,
  });
  const carriedOver = await setAsideOldQueue(database);
  // Until `work` gives the app's log, a problem is a warning on stderr.
  let report = (error: Error) => process.emitWarning(`job queue: ${error.message}`, { code: "CLUB_JOBS" });
  boss.on("error", (error) => report(error));
  await boss.start();
  const workers = new Map<string, string>();
  const leases = jobLeases(executeSql, leaseTimes, (error) => report(error));
  let sweeping: NodeJS.Timeout | undefined;

  const send = async (name: string) => {
    await boss.send(name, {});
    // A job sent by this process is taken at once by its own worker, instead of at the next poll.
    const workerId = workers.get(name);
    if (workerId) boss.notifyWorker(workerId);
  };

  /**
   * Runs again, at once, each job whose process stopped beating: cancelled as it was, sent anew. A job this process
   * runs itself is alive whatever its beat says: on PGlite a long statement holds this thread, and with it the beat,
   * so its sweep could otherwise take its own job for another's.
   */
  const takeUpAbandoned = async (logger: FastifyBaseLogger) => {
    for (const job of await leases.abandoned([...workers.keys()], leases.held())) {
      await boss.cancel(job.name, job.id);
      await leases.end(job.id);
      logger.warn({ job: job.name, id: job.id }, "job was running in a process that stopped; it runs again");
      await send(job.name);
    }
  };

  // Waiting runs collapse into one ("stately"); a failed run is retried after 30 s, 60 s, 120 s…; finished runs
  // stay visible to `npm run jobs:status` for a week. Creating a queue that exists changes nothing: issue 41, a
  // restart creates only the queues it does not find (one query), as most starts find them all.
  const logTo = (logger: FastifyBaseLogger) => {
    report = (error) => logger.error({ err: error }, "job queue error");
  };
  const declare = async (jobs: Job[]) => {
    const existing = new Set((await boss.getQueues(jobs.map((job) => job.name))).map((queue) => queue.name));
    for (const job of jobs) {
      if (!existing.has(job.name))
        await boss.createQueue(job.name, {
          policy: "stately",
          retryLimit: 5,
          retryDelay: 30,
          retryBackoff: true,
          expireInSeconds: 15 * 60,
          deleteAfterSeconds: 7 * 24 * 3600,
        });
      // A run the old queue still held is asked for again in the new one (the portal's jobs carry no data).
      if (carriedOver.delete(job.name)) await boss.send(job.name, {});
    }
  };

  return {
    async declare(jobs, logger) {
      logTo(logger);
      await declare(jobs);
    },
    async keepSchedulesIn(timeZone) {
      for (const found of await boss.getSchedules()) {
        if (found.timezone !== timeZone)
          await boss.schedule(found.name, found.cron, found.data ?? {}, { ...found.options, tz: timeZone });
      }
    },
    async work(jobs, logger, timeZone) {
      if (!works) throw new Error("this job queue was started to send jobs only (JOBS=off)");
      logTo(logger);
      await declare(jobs);
      const scheduled = await boss.getSchedules();
      for (const job of jobs) {
        // A time missed while no process ran is not caught up (pg-boss 12 would by default): as before the
        // upgrade, the next time comes, and a run the office wants now it starts from its page. Issue 41: a
        // schedule found as it is, as at most starts, is not written again.
        const same = scheduled.some(
          (found) =>
            found.name === job.name &&
            !found.key &&
            found.cron === job.cron &&
            found.timezone === timeZone &&
            found.options?.missed === "skip",
        );
        if (job.cron && !same) await boss.schedule(job.name, job.cron, {}, { tz: timeZone, missed: "skip" });
        const workerId = await boss.work(job.name, { pollingIntervalSeconds: 2 }, async ([taken]) => {
          const started = performance.now();
          const lease = taken ? await leases.hold(taken.id, job.name) : undefined;
          try {
            // On the embedded database, the job's statements give way to members' requests (db/members-first.ts).
            await asOfficeWork(() => job.run());
          } finally {
            await lease?.release();
          }
          logger.debug({ job: job.name, ms: Math.round(performance.now() - started) }, "job done");
        });
        workers.set(job.name, workerId);
      }
      const sweep = () => takeUpAbandoned(logger).catch((error: Error) => report(error));
      await sweep();
      sweeping = setInterval(sweep, leaseTimes.sweepSeconds * 1000);
      sweeping.unref();
    },
    send,
    async stop() {
      clearInterval(sweeping);
      await boss.stop({ graceful: true, timeout: 10_000, close: false });
      stopped = true;
      while (writes.size > 0) await Promise.allSettled([...writes]);
    },
  };
}

/**
 * Issue 41: pg-boss 11 and later cannot migrate pg-boss 10's schema (version 24). It holds only requests for runs
 * (the portal's jobs carry no data; what they work on is in the portal's own tables), so the first process to start
 * after the upgrade renames it `pgboss_v10`, for pg-boss to install its own (the advisory lock: one of several
 * processes starting at once does it, the others find it done). The runs it still had waiting or running are taken
 * out of it (marked cancelled there, so one process takes each) and returned by name, to be asked for again once
 * their queues exist.
 */
async function setAsideOldQueue(database: Pick<Database, "executeSql">): Promise<Set<string>> {
  const old = `${schema}_v10`;
  const { rows } = await database.executeSql("select to_regclass($1) is not null as installed", [
    `${schema}.version`,
  ]);
  if ((rows[0] as { installed: boolean }).installed)
    await database.executeSql(
      // The version is read by EXECUTE: a query naming the table would fail to plan once another process moved it.
      `do $$
       declare installed int;
       begin
         perform pg_advisory_xact_lock(${advisoryLocks.jobQueueUpgrade});
         if to_regclass('${schema}.version') is not null and to_regnamespace('${old}') is null then
           execute 'select version from ${schema}.version limit 1' into installed;
           if installed < 25 then
             alter schema ${schema} rename to ${old};
           end if;
         end if;
       end $$`,
    );
  const setAside = await database.executeSql("select to_regclass($1) is not null as found", [`${old}.job`]);
  if (!(setAside.rows[0] as { found: boolean }).found) return new Set();
  const waiting = await database.executeSql(
    `update ${old}.job set state = 'cancelled'
     where state in ('created', 'retry', 'active') and name not like '\\_\\_pgboss%' returning name`,
    [],
  );
  return new Set((waiting.rows as { name: string }[]).map((row) => row.name));
}

/**
 * How a running job shows it is alive: its process beats every `beatSeconds`; a job whose last beat (or start) is
 * older than `staleSeconds` is abandoned, and every instance looks for such jobs every `sweepSeconds`. A job is
 * taken up again at most staleSeconds + sweepSeconds after its process died (30 s), or after the restarted one is up.
 */
export interface LeaseTimes {
  beatSeconds: number;
  staleSeconds: number;
  sweepSeconds: number;
}

/**
 * Issue 41: taken up within about 12 s of the death (it was 30 s: a commit resumed under CI's load then missed the
 * minute issue 24 allows). A beat is one upsert per running job every 2 s; a sweep one indexed select every 4 s.
 */
export const defaultLeaseTimes: LeaseTimes = { beatSeconds: 2, staleSeconds: 8, sweepSeconds: 4 };

type ExecuteSql = Database["executeSql"];

function jobLeases(executeSql: ExecuteSql, times: LeaseTimes, report: (error: Error) => void) {
  const beat = (id: string, name: string) =>
    executeSql(
      `insert into job_leases (job_id, name, beat_at) values ($1, $2, now())
       on conflict (job_id) do update set beat_at = now()`,
      [id, name],
    );
  const end = (id: string) => executeSql("delete from job_leases where job_id = $1", [id]);
  const running = new Set<string>();
  return {
    end,
    /** The jobs this process runs now. */
    held: () => [...running],
    async hold(id: string, name: string) {
      running.add(id);
      await beat(id, name);
      const beating = setInterval(() => {
        beat(id, name).catch((error: Error) => report(error));
      }, times.beatSeconds * 1000);
      beating.unref();
      return {
        async release() {
          clearInterval(beating);
          running.delete(id);
          await end(id);
        },
      };
    },
    /** Running jobs of these names, but for `ownIds`, whose process has not beaten for `staleSeconds`. */
    async abandoned(names: string[], ownIds: string[]) {
      const { rows } = await executeSql(
        `select job.id, job.name from ${schema}.job job
         left join job_leases lease on lease.job_id = job.id::text
         where job.state = 'active' and job.name = any($1::text[]) and job.id::text <> all($3::text[])
           and coalesce(lease.beat_at, job.started_on) < now() - make_interval(secs => $2)`,
        [names, times.staleSeconds, ownIds],
      );
      return rows as { id: string; name: string }[];
    },
  };
}

const jobStates = ["created", "retry", "active", "completed", "cancelled", "failed"] as const;

export interface JobStatus {
  name: string;
  counts: Record<(typeof jobStates)[number], number>;
  lastCompletedAt: Date | null;
  lastFailure: { at: Date; error: string } | null;
}

/** What each job has done and has waiting: queued, running, retrying, failed and done (jobs:status). */
export async function jobStatus(database: Pick<Database, "executeSql">): Promise<JobStatus[]> {
  const installed = await database.executeSql("select to_regclass($1) as name", [`${schema}.job`]);
  if (!(installed.rows[0] as { name: string | null }).name) return [];
  // pg-boss 11 and later keep finished jobs in the job table itself (no archive) until deleteAfterSeconds.
  const { rows } = await database.executeSql(
    `select name, state, count(*)::int as count, max(completed_on) as last_on,
       (array_agg(output order by completed_on desc nulls last))[1] as last_output
     from ${schema}.job where name not like '\\_\\_pgboss%' group by name, state order by name, state`,
    [],
  );
  const byName = new Map<string, JobStatus>();
  for (const row of rows as {
    name: string;
    state: (typeof jobStates)[number];
    count: number;
    last_on: Date | null;
    last_output: { message?: string } | null;
  }[]) {
    const status = byName.get(row.name) ?? {
      name: row.name,
      counts: Object.fromEntries(jobStates.map((state) => [state, 0])) as JobStatus["counts"],
      lastCompletedAt: null,
      lastFailure: null,
    };
    status.counts[row.state] = row.count;
    if (row.state === "completed") status.lastCompletedAt = row.last_on;
    if (row.state === "failed" && row.last_on) {
      status.lastFailure = { at: row.last_on, error: row.last_output?.message ?? "unknown error" };
    }
    byName.set(row.name, status);
  }
  return [...byName.values()];
}
