import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Who is running a job now (issue 24): the process that took a job from the queue beats here every few seconds.
 * A running job whose beat stopped (its process was killed) is taken up again by any instance within a minute,
 * instead of blocking its queue until pg-boss's expiry. The beats are the database's clock, like the queue's own
 * `started_on`: they tell whether a process is alive, not anything the club's rules read.
 */
export const jobLeases = pgTable("job_leases", {
  jobId: text().primaryKey(),
  name: text().notNull(),
  beatAt: timestamp({ withTimezone: true }).notNull(),
});
