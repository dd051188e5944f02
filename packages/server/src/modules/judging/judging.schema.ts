import type { FewerSheetsRule, FormCategory } from "@club/domain/judging.rules";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns.ts";
import { events, registrations } from "../events/events.schema.ts";
import { members } from "../members/members.schema.ts";

// Issue 29: judging at the club's meets. The judges' roster, each judged meet's setup (its form, classes, award
// thresholds and teams), its entries (the event's confirmed registrations, placed in classes), and the judges' sheets.

export const judges = pgTable("judges", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  memberId: integer()
    .notNull()
    .unique()
    .references(() => members.id, { onDelete: "cascade" }),
  level: text({ enum: ["apprentice", "judge", "accredited", "master"] }).notNull(),
  seminars: jsonb().$type<{ name: string; date: string }[]>().notNull().default([]),
  createdAt,
  updatedAt,
});

/** A portal event's judging: replaced as a whole until published, then fixed. */
export const judgingSetups = pgTable(
  "judging_setups",
  {
    eventId: integer()
      .primaryKey()
      .references(() => events.id, { onDelete: "cascade" }),
    form: jsonb().$type<FormCategory[]>().notNull(),
    classes: jsonb().$type<{ code: string; name: string; division: string }[]>().notNull(),
    thresholds: jsonb()
      .$type<
        {
          division: string;
          award: string;
          minScore: number;
          maxScore: number | null;
          makesSenior?: boolean;
        }[]
      >()
      .notNull(),
    fewerSheets: text({ enum: ["average_all", "median"] })
      .$type<FewerSheetsRule>()
      .notNull()
      .default("average_all"),
    spreadLimit: real().notNull().default(15),
    status: text({ enum: ["draft", "tabulated", "published"] })
      .notNull()
      .default("draft"),
    tabulatedAt: timestamp({ withTimezone: true }),
    publishedAt: timestamp({ withTimezone: true }),
    publishedBy: integer().references(() => members.id, { onDelete: "set null" }),
    /** Issue 40: the cars these results made Senior, with their numbers: a withdrawal takes them back. */
    seniorCars: jsonb().$type<{ id: number; seniorNumber: string }[]>().notNull().default([]),
    /** Issue 40: the last withdrawal of the published results, and its reason (the trail says who). */
    withdrawnAt: timestamp({ withTimezone: true }),
    withdrawalReason: text(),
    updatedAt,
  },
  (t) => [index().on(t.publishedBy)],
);

/** A class's team: its judges, one of them the leader. */
export const judgingTeamMembers = pgTable(
  "judging_team_members",
  {
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    classCode: text().notNull(),
    judgeId: integer()
      .notNull()
      .references(() => judges.id, { onDelete: "cascade" }),
    leader: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.classCode, t.judgeId] }), index().on(t.judgeId)],
);

/** A car entered for judging (a confirmed registration with its car), and its result once tabulated. */
export const judgingEntries = pgTable(
  "judging_entries",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    registrationId: integer()
      .notNull()
      .unique()
      .references(() => registrations.id, { onDelete: "cascade" }),
    classCode: text().notNull(),
    score: real(),
    award: text(),
    method: text({ enum: ["drop_high_low", "average_all", "median", "none"] }),
    sheetCount: integer().notNull().default(0),
    spread: real().notNull().default(0),
    flagged: boolean().notNull().default(false),
    disqualifiedBy: text(),
    createdAt,
  },
  (t) => [index().on(t.eventId, t.classCode)],
);

/** One judge's sheet for one car: saved again as often as the judge likes (one per judge and car). */
export const scoreSheets = pgTable(
  "score_sheets",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    entryId: integer()
      .notNull()
      .references(() => judgingEntries.id, { onDelete: "cascade" }),
    judgeId: integer()
      .notNull()
      .references(() => judges.id, { onDelete: "restrict" }),
    deductions: jsonb().$type<Record<string, number>>().notNull(),
    totalDeducted: real().notNull(),
    notes: text(),
    disqualifiedBy: text(),
    savedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("score_sheets_one_per_judge").on(t.entryId, t.judgeId), index().on(t.judgeId)],
);
