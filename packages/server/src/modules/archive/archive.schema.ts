import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns.ts";
import { members } from "../members/members.schema.ts";
import { vehicles } from "../vehicles/vehicles.schema.ts";

// Issue 45: the club's publications. An issue is its PDF (in the files' storage) and its pages, each read once by
// the job `archive-issues` (the text layer, or OCR for a scan) with a picture of it; the words are searched through
// a stored tsvector. A page that names a car of the registry is linked to it, and the link stays only once the
// office or the car's owner confirms it.

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const archiveIssues = pgTable(
  "archive_issues",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    publication: text().notNull(),
    title: text().notNull(),
    volume: text(),
    number: text(),
    issueDate: date({ mode: "string" }).notNull(),
    membersOnly: boolean().notNull().default(true),
    fileKey: text().notNull().unique(),
    fileName: text().notNull(),
    fileBytes: integer().notNull(),
    pageCount: integer().notNull(),
    status: text({ enum: ["queued", "processing", "ready", "failed"] })
      .notNull()
      .default("queued"),
    /** Pages read and stored so far: a run that stopped takes up from the next one. */
    pagesDone: integer().notNull().default(0),
    /** Runs that took the issue up; past three, it is failed rather than taken up again. */
    attempts: integer().notNull().default(0),
    error: text(),
    /**
     * Issue 45: the next page to match against the registry again (the office asked to find cars added since it was
     * read); null when no matching waits.
     */
    matchFromPage: integer(),
    /** The office account that uploaded it; SET NULL: an account deleted leaves the issue (the audit names it). */
    uploadedBy: integer().references(() => members.id, { onDelete: "set null" }),
    createdAt,
    updatedAt,
  },
  (t) => [index("archive_issues_date_idx").on(t.issueDate.desc(), t.id.desc()), index().on(t.uploadedBy)],
);

export const archivePages = pgTable(
  "archive_pages",
  {
    issueId: integer()
      .notNull()
      .references(() => archiveIssues.id, { onDelete: "cascade" }),
    pageNo: integer().notNull(),
    text: text().notNull(),
    /** Read by OCR: the page had no text layer (a scan). */
    ocr: boolean().notNull(),
    words: tsvector().notNull().generatedAlwaysAs(sql`to_tsvector('english', "archive_pages"."text")`),
    thumbnailKey: text(),
    imageKey: text(),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.pageNo] }),
    index("archive_pages_words_idx").using("gin", t.words),
  ],
);

/** Every word the archive's pages hold, once: where a search's odd spelling finds the archive's own (pg_trgm). */
export const archiveWords = pgTable("archive_words", { word: text().primaryKey() }, (t) => [
  index("archive_words_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`),
]);

/** A page linked to a car: found by the job (its serial, or its year, make and model with its owner's name) or suggested by a member. */
export const archiveMentions = pgTable(
  "archive_mentions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    issueId: integer().notNull(),
    pageNo: integer().notNull(),
    /** CASCADE: a car deleted from the registry (one with no history) takes its links with it. */
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    foundBy: text({ enum: ["serial", "description", "suggested"] }).notNull(),
    status: text({ enum: ["pending", "confirmed", "dismissed"] })
      .notNull()
      .default("pending"),
    suggestedBy: integer().references(() => members.id, { onDelete: "set null" }),
    decidedBy: integer().references(() => members.id, { onDelete: "set null" }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  (t) => [
    // CASCADE: an issue deleted (the service refuses while a confirmed link points to it) takes the others along.
    foreignKey({
      columns: [t.issueId, t.pageNo],
      foreignColumns: [archivePages.issueId, archivePages.pageNo],
    }).onDelete("cascade"),
    uniqueIndex("archive_mentions_page_car").on(t.issueId, t.pageNo, t.vehicleId),
    index().on(t.vehicleId),
    index().on(t.status, t.createdAt),
    index().on(t.suggestedBy),
    index().on(t.decidedBy),
  ],
);
