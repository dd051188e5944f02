import { setImmediate } from "node:timers/promises";
import { isDeepStrictEqual } from "node:util";
import { dayMs } from "@club/domain/days";
import {
  type CarMapping,
  type ImportList,
  type ImportPreview,
  type ImportView,
  importFieldLabels,
  importSummarySchema,
  type MemberMapping,
} from "@club/domain/import.schema";
import { looksLikeCars, proposeCarMapping, proposeMemberMapping } from "@club/domain/import-mapping.rules";
import { serverMessages } from "@club/domain/messages";
import { officePageOffset, officePageSize } from "@club/domain/office.schema";
import { asOfficeWork } from "../../db/office-work.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, invalidField } from "../../lib/app-error.ts";
import { spreadsheetCsv } from "../../lib/csv.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { ImportFileError } from "./import-file-limits.ts";
import type { ImportFileReader } from "./import-file-reader.ts";
import { analyseImport } from "./import-preview.service.ts";
import { createImportPreviewThreads, type ImportPreviewThreads } from "./import-preview-threads.ts";
import type { StoredSheet } from "./import-row-chunks.ts";
import {
  analyzeImportRowsAfter,
  blankRowsOf,
  clearRowResults,
  countCarsStillThere,
  countImports,
  countInvitations,
  deleteImport,
  deletePreview,
  deletePreviewsOf,
  deleteStoppedImport,
  deleteStoppedImportRows,
  findFirstRows,
  findImport,
  findImportInStatus,
  findImports,
  findPreview,
  findRejectedRows,
  findStoppedImportIds,
  type ImportRow,
  type ImportSheetName,
  insertImport,
  insertImportRowChunk,
  lockImport,
  savePreview,
  saveRowResultPages,
  updateImport,
  updateImportIf,
} from "./imports.repository.ts";

// Issue 16: bringing a club's roster in from a spreadsheet. The office uploads a file (members, and cars on a
// second sheet or in a second file), corrects the proposed mapping of its columns, previews what a commit would do,
// and commits; the commit and the undo run as jobs (import-commit.service.ts, import-undo.service.ts).
// Issue 27: a club's registry file is cars alone; it is an import with no members sheet (no columns, no rows), whose
// cars name owners outside the club or members already in the portal.

export const importPreviewJob = "import-preview";
export const importCommitJob = "import-commit";
export const importUndoJob = "import-undo";

/** The first rows the mapping screen shows of each sheet. */
const sampleRows = 5;

export const importMessages = {
  noFile: "Choose a CSV or Excel (.xlsx) file to upload",
  noRows: "The file has no rows to import under its header",
  secondCarsFile:
    "The first file is already a list of cars (none of its sheets is a list of members): import each file of cars on its own",
  notColumn: (column: string) => `"${column}" is not a column of the file`,
  usedTwice: (field: string, columns: string[]) =>
    `${field} is chosen for ${columns.length} columns (${columns.map((c) => `"${c}"`).join(", ")}): choose it for one`,
  noCarsSheet: "The import has no sheet of cars",
  mappingClosed: (status: string) => `The mapping can no longer be changed: the import is ${status}`,
  previewClosed: (status: string) => `The import is ${status}: it can no longer be previewed`,
  previewFirst: "Preview the import before committing it",
  stillPreviewing: "The import is being previewed: its preview shows here in a moment",
  notPreviewed: "The import has no preview: preview it first",
  previewStopped: (reason: string) => `The preview stopped: ${reason}. Preview the import again.`,
  commitWhilePreviewing: "The import is being previewed: commit it once its preview shows",
  alreadyCommitted: (status: string) => `The import is ${status}: it cannot be committed again`,
  stillStoring: "The file's rows are still being stored: try again in a moment",
  storingStopped:
    "The upload stopped before all the file's rows were stored, so this import cannot be used: upload the file again",
};

/**
 * Issue 41: an import is stored a chunk at a time, each chunk marking it as still being stored. One whose last chunk
 * is older than this was left by a process that stopped (a crash, a restart): it is shown as failed. Storing the
 * largest file allowed takes well under a minute, even on PGlite on a loaded machine.
 */
export const importStoringStaleMs = 10 * 60_000;

/**
 * Issue 41: an import left `storing` this long is purged with its rows by the housekeeping job: it can never be used,
 * and its rows (up to the largest file's) would stay for good. Long after it is shown as failed, so the office has
 * seen why its upload is gone.
 */
export const importStoringPurgeMs = dayMs;

/** What the office is shown of an import's status: one left half stored is failed, never usable. */
function shownStatus(row: ImportRow, now: Date): ImportRow["status"] {
  if (row.status !== "storing") return row.status;
  return now.getTime() - row.updatedAt.getTime() > importStoringStaleMs ? "failed" : "storing";
}

/** The refusal of a step the import's status does not allow: words of its own while its rows are stored. */
function closed(row: ImportRow, now: Date, message: (status: string) => string) {
  const status = shownStatus(row, now);
  if (status === "storing") return refused(importMessages.stillStoring);
  return refused(row.status === "storing" ? importMessages.storingStopped : message(status));
}

const importNotFound = () => invalidField("import", serverMessages.notFound, "not_found");
const refused = (message: string) => new AppError("invalid", { base: [message] });

// ---- Reading what was uploaded ----

export interface UploadedFile {
  fileName: string;
  data: Buffer;
}

/** The app's context and the worker threads that read an uploaded file (issue 24). */
export interface ImportsContext extends AppContext {
  importFiles: ImportFileReader;
}

async function readSheets(
  context: ImportsContext,
  file: UploadedFile,
  field: string,
): Promise<StoredSheet[]> {
  try {
    return await context.importFiles.readForStorage(file.fileName, file.data);
  } catch (error) {
    if (error instanceof ImportFileError) throw invalidField(field, error.message);
    throw error;
  }
}

/**
 * POST /office/imports: the members are the first sheet that does not look like cars; the cars, the second file's
 * first sheet, or else a sheet of the first that looks like cars. A file whose every sheet looks like cars is a
 * registry file (issue 27): no members, its first sheet the cars. Every row is kept as read, with the mappings the
 * server proposes from the headers.
 */
export async function uploadImport(
  context: ImportsContext,
  input: { actorId: number; file: UploadedFile; cars?: UploadedFile },
): Promise<ImportView> {
  const sheets = await readSheets(context, input.file, "file");
  const memberSheet = sheets.find((sheet) => !looksLikeCars(sheet.columns)) ?? null;
  // An import has one sheet of cars: taking one of two files of cars would leave the other's rows out unsaid.
  // Refused before the second file is read, which would be work for nothing.
  if (!memberSheet && input.cars) throw invalidField("cars", importMessages.secondCarsFile);
  const carFile = input.cars ? await readSheets(context, input.cars, "cars") : null;
  const carSheet =
    carFile?.[0] ?? sheets.find((sheet) => sheet !== memberSheet && looksLikeCars(sheet.columns)) ?? null;
  const firstSheet = memberSheet ?? carSheet;
  if (!firstSheet || firstSheet.rows === 0) throw invalidField("file", importMessages.noRows);
  const columns = memberSheet?.columns ?? [];
  const now = context.now();
  const id = await insertImport(context.db, {
    fileName: [input.file.fileName, input.cars?.fileName].filter(Boolean).join(", "),
    status: "storing",
    columns,
    mapping: proposeMemberMapping(columns),
    carColumns: carSheet?.columns ?? null,
    carMapping: carSheet ? proposeCarMapping(carSheet.columns) : null,
    memberRows: memberSheet?.rows ?? 0,
    carRows: carSheet?.rows ?? 0,
    createdBy: input.actorId,
    createdAt: now,
    updatedAt: now,
  });
  await storeRows(context, id, [
    ...(memberSheet ? [{ name: "members" as const, sheet: memberSheet }] : []),
    ...(carSheet ? [{ name: "cars" as const, sheet: carSheet }] : []),
  ]);
  return getImport(context, id);
}

/**
 * Issue 41: the rows a chunk a statement, the thread given back between two (on PGlite a statement holds it), then
 * the import `uploaded`: until then it is `storing` and can be neither mapped, previewed nor committed. Members
 * before cars: the commit works through the rows in the order of their ids. A chunk that fails takes the import
 * with it; a process that stops leaves it `storing`, shown as failed once its last chunk is old (shownStatus).
 */
async function storeRows(
  context: ImportsContext,
  id: number,
  sheets: { name: ImportSheetName; sheet: StoredSheet }[],
) {
  try {
    for (const { name, sheet } of sheets) {
      for (const chunk of sheet.chunks) {
        // The office's work: on the embedded database each chunk waits for members' statements to pause.
        await asOfficeWork(() => insertImportRowChunk(context.db, id, name, chunk, context.now()));
        await setImmediate();
      }
    }
    const stored = sheets.reduce((rows, { sheet }) => rows + sheet.rows, 0);
    await asOfficeWork(() => analyzeImportRowsAfter(context.db, stored));
    await updateImport(context.db, id, { status: "uploaded", updatedAt: context.now() });
  } catch (error) {
    await deleteImport(context.db, id).catch((cleanup: unknown) =>
      context.log.error({ err: cleanup, importId: id }, "a half-stored import could not be removed"),
    );
    throw error;
  }
}

// ---- Showing an import ----

const sheetKey = (importId: number, sheet: ImportSheetName) => `${importId}:${sheet}`;

async function importViews(
  context: Pick<AppContext, "db" | "now">,
  rows: ImportRow[],
): Promise<ImportView[]> {
  const now = context.now();
  const ids = rows.map((row) => row.id);
  const firstRows = new Map<string, Record<string, string>[]>();
  for (const first of await findFirstRows(context.db, ids, sampleRows)) {
    const key = sheetKey(first.importId, first.sheet);
    const sheet = firstRows.get(key);
    if (sheet) sheet.push(first.cells);
    else firstRows.set(key, [first.cells]);
  }
  const invitations = new Map((await countInvitations(context.db, ids)).map((c) => [c.importId, c]));
  const undone = rows.flatMap((row) => (row.status === "undone" ? [row.id] : []));
  const carsKept = new Map((await countCarsStillThere(context.db, undone)).map((c) => [c.importId, c.cars]));
  const views: ImportView[] = [];
  for (const row of rows) {
    const sample = (sheet: ImportSheetName, columns: string[]) =>
      (firstRows.get(sheetKey(row.id, sheet)) ?? []).map((cells) =>
        columns.map((column) => cells[column] ?? ""),
      );
    const invited = invitations.get(row.id);
    const status = shownStatus(row, now);
    views.push({
      id: row.id,
      fileName: row.fileName,
      status,
      columns: row.columns,
      mapping: row.mapping as MemberMapping,
      sample: sample("members", row.columns),
      rows: row.memberRows,
      cars: row.carColumns
        ? {
            columns: row.carColumns,
            mapping: (row.carMapping ?? {}) as CarMapping,
            sample: sample("cars", row.carColumns),
            rows: row.carRows,
          }
        : null,
      // Imports previewed before issue 27 have no counts of matched cars and added owners: 0.
      summary: row.summary ? importSummarySchema.parse(row.summary) : null,
      progress: { done: row.rowsDone, total: row.rowsTotal },
      error: status === "failed" && row.status === "storing" ? importMessages.storingStopped : row.error,
      createdAt: row.createdAt.toISOString(),
      resumedAt: row.resumedAt?.toISOString() ?? null,
      committedAt: row.committedAt?.toISOString() ?? null,
      undoneAt: row.undoneAt?.toISOString() ?? null,
      carsKept: carsKept.get(row.id) ?? 0,
      invitations: {
        queued: invited?.queued ?? 0,
        sent: invited?.sent ?? 0,
        claimed: invited?.claimed ?? 0,
        letters: invited?.letters ?? 0,
      },
    });
  }
  return views;
}

/** GET /office/imports/{id}: where it stands, with the commit's or undo's progress and the invitations. */
export async function getImport(context: Pick<AppContext, "db" | "now">, id: number): Promise<ImportView> {
  const row = await findImport(context.db, id);
  if (!row) throw importNotFound();
  const [view] = await importViews(context, [row]);
  if (!view) throw importNotFound();
  return view;
}

/** GET /office/imports?page=: a page of the imports, newest first. */
export async function listImports(
  context: Pick<AppContext, "db" | "now">,
  page: number,
): Promise<ImportList> {
  const [rows, total] = await Promise.all([
    findImports(context.db, { limit: officePageSize, offset: officePageOffset(page) }),
    countImports(context.db),
  ]);
  return { results: await importViews(context, rows), page, pageSize: officePageSize, total };
}

// ---- The mapping ----

/** Each chosen field's columns; a field chosen for more than one column is refused (but regions, which add up). */
function checkMapping(
  field: "mapping" | "carMapping",
  mapping: Record<string, string | null>,
  columns: string[],
): Record<string, string | null> {
  const known = new Set(columns);
  const errors: string[] = [];
  for (const column of Object.keys(mapping))
    if (!known.has(column)) errors.push(importMessages.notColumn(column));
  const columnsOf = new Map<string, string[]>();
  for (const column of columns) {
    const chosen = mapping[column];
    if (chosen) columnsOf.set(chosen, [...(columnsOf.get(chosen) ?? []), column]);
  }
  for (const [chosen, chosenColumns] of columnsOf) {
    if (chosenColumns.length > 1 && chosen !== "regions") {
      const label = importFieldLabels[chosen as keyof typeof importFieldLabels] ?? chosen;
      errors.push(importMessages.usedTwice(label, chosenColumns));
    }
  }
  if (errors.length > 0) throw new AppError("invalid_input", { [field]: errors });
  return Object.fromEntries(columns.map((column) => [column, mapping[column] ?? null]));
}

/**
 * PUT /office/imports/{id}/mapping: the office's mapping of every column (a column left out is not imported).
 * The preview no longer holds, so it is cleared.
 */
export async function changeMapping(
  context: AppContext,
  id: number,
  input: { mapping: MemberMapping; carMapping?: CarMapping },
): Promise<ImportView> {
  await context.db.transaction(async (tx) => {
    const row = await lockImport(tx, id);
    if (!row) throw importNotFound();
    if (row.status !== "uploaded" && row.status !== "previewing" && row.status !== "previewed")
      throw closed(row, context.now(), importMessages.mappingClosed);
    const mapping = checkMapping("mapping", input.mapping, row.columns);
    let carMapping = row.carMapping;
    if (input.carMapping) {
      if (!row.carColumns) throw new AppError("invalid_input", { carMapping: [importMessages.noCarsSheet] });
      carMapping = checkMapping("carMapping", input.carMapping, row.carColumns);
    }
    await updateImport(tx, id, {
      mapping,
      carMapping,
      status: "uploaded",
      summary: null,
      updatedAt: context.now(),
    });
    await clearRowResults(tx, id);
    await deletePreview(tx, id);
  });
  return getImport(context, id);
}

// ---- The preview ----

/**
 * POST /office/imports/{id}/preview: the import is marked previewing and the job `import-preview` checks and matches
 * every row (runImportPreviews); the page follows the import's status, then reads GET /imports/{id}/preview.
 *
 * Issue 41: the preview was the request's own answer, so the web instance that took the request read the 20,000
 * rows and 50,000 accounts, handed them to its thread and saved the results, beside the members it answered (a
 * member's p99 4.8 times its idle). As a job it runs on the worker, as the commit and the undo do. Asked for again
 * while it runs, it is the same preview.
 */
export async function requestPreview(context: AppContext, id: number): Promise<ImportView> {
  const asked = await context.db.transaction(async (tx) => {
    const row = await lockImport(tx, id);
    if (!row) throw importNotFound();
    if (row.status === "previewing") return false;
    if (row.status !== "uploaded" && row.status !== "previewed")
      throw closed(row, context.now(), importMessages.previewClosed);
    await updateImport(tx, id, {
      status: "previewing",
      summary: null,
      error: null,
      updatedAt: context.now(),
    });
    await deletePreview(tx, id);
    return true;
  });
  if (asked) await context.jobs.send(importPreviewJob);
  return getImport(context, id);
}

/** GET /office/imports/{id}/preview: what a commit would do, once the job has previewed the import. */
export async function getImportPreview(context: Pick<AppContext, "db">, id: number): Promise<ImportPreview> {
  const row = await findImport(context.db, id);
  if (!row) throw importNotFound();
  if (row.status === "previewing")
    throw new AppError("file_not_ready", { base: [importMessages.stillPreviewing] });
  const preview = row.status === "previewed" ? await findPreview(context.db, id) : undefined;
  if (!preview) throw new AppError("file_not_ready", { base: [importMessages.notPreviewed] });
  return preview;
}

/**
 * The job `import-preview`: every import marked previewing, oldest first, in a thread of the run's own (or the
 * threads given, which stay open).
 */
export async function runImportPreviews(context: AppContext, threads?: ImportPreviewThreads) {
  const importPreview = threads ?? createImportPreviewThreads();
  const tried: number[] = [];
  try {
    for (;;) {
      const row = await findImportInStatus(context.db, "previewing", tried);
      if (!row) return;
      tried.push(row.id);
      await previewImport({ ...context, importPreview }, row);
    }
  } finally {
    if (!threads) await importPreview.close();
  }
}

/**
 * Every row checked and matched; what each would do is kept for the commit, and the preview for the page.
 *
 * In short transactions, not one: the rows are read and worked on as the office's work (on the embedded database
 * members' statements run in between, db/members-first.ts), and the results are saved only if the import is still
 * previewing with the mapping it was read with. A mapping changed meanwhile has made it uploaded again, and this
 * preview is dropped. Members changed meanwhile are the commit's to find, as those changed after any preview.
 */
async function previewImport(context: AppContext & { importPreview: ImportPreviewThreads }, read: ImportRow) {
  try {
    const { preview, resultPages } = await analyseImport(
      context,
      read.id,
      read.mapping as MemberMapping,
      read.carMapping as CarMapping | null,
    );
    await context.db.transaction(async (tx) => {
      const row = await lockImport(tx, read.id);
      if (row?.status !== "previewing") return;
      if (!isDeepStrictEqual([row.mapping, row.carMapping], [read.mapping, read.carMapping])) return;
      await saveRowResultPages(tx, resultPages);
      await savePreview(tx, read.id, preview, context.now());
      await updateImport(tx, read.id, {
        status: "previewed",
        summary: preview.summary,
        updatedAt: context.now(),
      });
    });
  } catch (error) {
    context.log.error({ err: error, importId: read.id }, "import preview failed");
    await updateImportIf(
      context.db,
      read.id,
      { status: "previewing", rowsDone: read.rowsDone },
      {
        status: "uploaded",
        error: importMessages.previewStopped((error as Error).message),
        updatedAt: context.now(),
      },
    );
  }
}

/**
 * GET /office/imports/{id}/rejected.csv: the sheet's rejected and duplicate rows with the file's own columns and
 * a last column of reasons, to fix and upload again.
 */
export async function rejectedRowsCsv(context: AppContext, id: number, sheet: ImportSheetName) {
  const row = await findImport(context.db, id);
  if (!row) throw importNotFound();
  const columns = sheet === "cars" ? (row.carColumns ?? []) : row.columns;
  const rejected = await findRejectedRows(context.db, id, sheet);
  const csv = spreadsheetCsv([...columns, "Reasons"]);
  for (const { cells, reasons } of rejected) {
    csv.write([...columns.map((column) => cells[column] ?? ""), (reasons ?? []).join("; ")]);
  }
  csv.end();
  const base = row.fileName.split(",")[0]?.replace(/\.[^.]*$/, "") || "import";
  return { fileName: `${base}-${sheet === "cars" ? "cars-" : ""}rejected.csv`, csv };
}

// ---- The commit ----

/**
 * POST /office/imports/{id}/commit: from a preview only. The import is marked committing and the job
 * `import-commit` does the work in batches (import-commit.service.ts); the page follows its progress.
 */
export async function requestCommit(context: AppContext, actorId: number, id: number): Promise<ImportView> {
  await context.db.transaction(async (tx) => {
    const row = await lockImport(tx, id);
    if (!row) throw importNotFound();
    if (row.status === "uploaded") throw refused(importMessages.previewFirst);
    if (row.status === "previewing") throw refused(importMessages.commitWhilePreviewing);
    if (row.status !== "previewed") throw closed(row, context.now(), importMessages.alreadyCommitted);
    // The preview's lists were for the office to decide: its counts stay in the import's summary.
    await deletePreview(tx, id);
    await updateImport(tx, id, {
      status: "committing",
      rowsDone: 0,
      rowsTotal: row.memberRows + row.carRows,
      error: null,
      updatedAt: context.now(),
    });
    await recordAudit(
      { ...context, db: tx },
      {
        actorId,
        memberId: null,
        action: "import_commit_requested",
        after: { importId: id, fileName: row.fileName, summary: row.summary },
      },
    );
  });
  await context.jobs.send(importCommitJob);
  return getImport(context, id);
}

/** Issue 39: erasure. The import's history stays (which row did what); the row's text about the member goes. */
export async function forgetImportedMember(context: Pick<AppContext, "db">, memberId: number) {
  await deletePreviewsOf(context.db, memberId);
  await blankRowsOf(context.db, memberId);
}

// ---- Housekeeping ----

/** Rows a statement of the purge: a short statement each, on PGlite too, the thread given back between two. */
const purgedRowsPerStatement = 2000;

/**
 * Issue 41: the housekeeping job `purge-stopped-imports`. Each import a stopped process left `storing` for longer than
 * `importStoringPurgeMs` goes, its rows first, a statement of them at a time (the import's cascade would delete the
 * largest file's rows in one statement). Each statement checks again that the import is still stopped. How many
 * imports went.
 */
export async function purgeStoppedImports(
  context: Pick<AppContext, "db" | "now" | "log">,
  { rowsPerStatement = purgedRowsPerStatement } = {},
) {
  const before = new Date(context.now().getTime() - importStoringPurgeMs);
  let purged = 0;
  for (const id of await findStoppedImportIds(context.db, before)) {
    while ((await deleteStoppedImportRows(context.db, id, before, rowsPerStatement)) > 0)
      await setImmediate();
    if (await deleteStoppedImport(context.db, id, before)) purged += 1;
  }
  if (purged > 0) context.log.info({ purged }, "deleted imports whose storing stopped a day ago");
  return purged;
}
