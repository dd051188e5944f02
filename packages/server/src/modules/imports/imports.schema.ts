import type { ImportPreview } from "@club/domain/import.schema";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns.ts";
import { members } from "../members/members.schema.ts";
import { vehicles } from "../vehicles/vehicles.schema.ts";

/**
 * A roster brought in from a spreadsheet (issue 16): its file's columns, the office's mapping of them to the
 * portal's fields, and where it stands. The whole import is one batch the office can undo.
 */
export const imports = pgTable(
  "imports",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fileName: text().notNull(),
    /**
     * (storing →) uploaded → (previewing →) previewed → committing → committed → (undoing →) undone; failed when a
     * commit stopped. Issue 41: storing while the file's rows are stored, a chunk at a time; one a stopped process
     * left so is shown as failed (imports.service.ts); previewing while the job `import-preview` works on its rows.
     */
    status: text({
      enum: [
        "storing",
        "uploaded",
        "previewing",
        "previewed",
        "committing",
        "committed",
        "undoing",
        "undone",
        "failed",
      ],
    })
      .notNull()
      .default("uploaded"),
    /**
     * The members sheet's columns, and the cars sheet's (a second sheet or file) when there is one. A registry file
     * of cars alone (issue 27) has no members sheet: no columns, an empty mapping.
     */
    columns: jsonb().$type<string[]>().notNull(),
    mapping: jsonb().$type<Record<string, string | null>>().notNull(),
    carColumns: jsonb().$type<string[]>(),
    carMapping: jsonb().$type<Record<string, string | null>>(),
    /**
     * Issue 41: each sheet's rows, as the file had them, kept when it is uploaded: the page that follows an import
     * asks every second and a half, and counting 20,000 rows each time was work the members' answers waited behind.
     */
    memberRows: integer().notNull().default(0),
    carRows: integer().notNull().default(0),
    /** The preview's counts (new, matched, changed, rejected, duplicates; cars new, rejected). */
    summary: jsonb().$type<Record<string, number>>(),
    rowsDone: integer().notNull().default(0),
    rowsTotal: integer().notNull().default(0),
    error: text(),
    createdBy: integer().references(() => members.id, { onDelete: "set null" }),
    /** When a run of the commit last took it up after another had stopped mid-way (issue 24): the page says so. */
    resumedAt: timestamp({ withTimezone: true }),
    committedAt: timestamp({ withTimezone: true }),
    undoneAt: timestamp({ withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [index().on(t.createdAt), index().on(t.createdBy)],
);

/**
 * Each row of an import's file, as read, and what the preview and the commit made of it: the member it matched or
 * created, and the fields it changed as they were before (what undo puts back).
 */
export const importRows = pgTable(
  "import_rows",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    importId: integer()
      .notNull()
      .references(() => imports.id, { onDelete: "cascade" }),
    sheet: text({ enum: ["members", "cars"] }).notNull(),
    /** The row's number in its file (the header is row 1), as a spreadsheet shows it. */
    rowNo: integer().notNull(),
    /** The cells by column name, as read. */
    cells: jsonb().$type<Record<string, string>>().notNull(),
    /** new, matched (nothing to change), changed, rejected, duplicate; null before the preview. */
    outcome: text({ enum: ["new", "matched", "changed", "rejected", "duplicate"] }),
    reasons: jsonb().$type<string[]>(),
    memberId: integer().references(() => members.id, { onDelete: "set null" }),
    vehicleId: integer().references(() => vehicles.id, { onDelete: "set null" }),
    /** The commit created this member or car (undo deletes it) rather than changing one (undo restores `before`). */
    created: boolean().notNull().default(false),
    before: jsonb().$type<Record<string, unknown>>(),
  },
  // Issue 41: the member's and the car's only where there is one (an erasure's, a deletion's and the undo's lookups
  // name one): every row is stored without, and each preview writes every row again, each time an entry in both.
  (t) => [
    index().on(t.importId, t.sheet, t.rowNo),
    index().on(t.memberId).where(sql`${t.memberId} is not null`),
    index().on(t.vehicleId).where(sql`${t.vehicleId} is not null`),
  ],
);

/**
 * Issue 41: the preview the job `import-preview` made of an import, as GET /office/imports/{id}/preview sends it (its
 * counts, and the first 500 rejected rows, changes and cars matched): kept while the import is previewed, gone once
 * it is committed or its mapping changes, and with a member's erasure when it names them.
 */
export const importPreviews = pgTable("import_previews", {
  importId: integer()
    .primaryKey()
    .references(() => imports.id, { onDelete: "cascade" }),
  preview: jsonb().$type<ImportPreview>().notNull(),
  createdAt,
});
