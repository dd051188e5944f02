import {
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns.ts";
import { members } from "../members/members.schema.ts";

/**
 * Each renewal reminder sent (or printed as a letter), once per member, per membership year (`cycle`: the dues
 * date it is about) and per step of the schedule: the unique index is what makes a second run send nothing.
 */
export const reminderLog = pgTable(
  "reminder_log",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    cycle: date({ mode: "string" }).notNull(),
    /** window_open, before:60, lapsed:7… */
    step: text().notNull(),
    channel: text({ enum: ["email", "letter"] }).notNull(),
    /** The day of the run that sent it. */
    runOn: date({ mode: "string" }).notNull(),
    outboxId: integer(),
    createdAt,
  },
  (t) => [uniqueIndex().on(t.memberId, t.cycle, t.step), index().on(t.runOn)],
);

/**
 * One-click renewal links (issue 15): a random token (stored hashed) for one member and one membership year; it
 * signs in until it expires or the year is renewed (the member's dues date moves past `cycle`). The short code is
 * the same link typed from a letter.
 */
export const renewalLinks = pgTable(
  "renewal_links",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    shortCodeHash: text().notNull().unique(),
    /**
     * A letter's short code, kept readable while the link lives (issue 24): printing the day's letters again
     * reprints the same code, so a letter already posted keeps working. Null for a mailed link.
     */
    letterCode: text(),
    cycle: date({ mode: "string" }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  (t) => [index().on(t.memberId), index().on(t.expiresAt)],
);

/** Bytes (a PDF): a Buffer on both drivers (PGlite reads a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The reminders' long work (issue 24): sending today's reminders, a day's letters or labels, started by the office
 * and done by the job `reminder-tasks`. The page follows `done` of `total`; a PDF is kept here for a day.
 */
export const reminderTasks = pgTable(
  "reminder_tasks",
  {
    id: uuid().primaryKey(),
    kind: text({ enum: ["run", "letters", "labels"] }).notNull(),
    date: date({ mode: "string" }).notNull(),
    status: text({ enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    done: integer().notNull().default(0),
    total: integer().notNull().default(0),
    /** How many times a job took it up: a task that stopped its process three times is failed, not retried. */
    attempts: integer().notNull().default(0),
    /** The run's counts { date, emailed, letters }. */
    result: jsonb().$type<{ date: string; emailed: number; letters: number }>(),
    fileName: text(),
    file: bytea(),
    error: text(),
    createdBy: integer().references(() => members.id, { onDelete: "set null" }),
    createdAt,
    updatedAt,
  },
  (t) => [index().on(t.status, t.createdAt), index().on(t.createdAt), index().on(t.createdBy)],
);
