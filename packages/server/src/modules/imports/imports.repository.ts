import { setImmediate } from "node:timers/promises";
import {
  type ImportedProfileField,
  type ImportPreview,
  importedProfileFields,
} from "@club/domain/import.schema";
import { and, asc, count, desc, eq, inArray, isNotNull, lt, notInArray, type SQL, sql } from "drizzle-orm";
import { analyzeAfterBulkLoad } from "../../db/bulk-load-statistics.ts";
import type { Db } from "../../db/client.ts";
import { columnArray } from "../../db/column-arrays.ts";
import { auditLog } from "../audit/audit.schema.ts";
import { sessions } from "../auth/auth.schema.ts";
import { invoices, payments } from "../checkout/checkout.schema.ts";
import { claimLinks } from "../claims/claims.schema.ts";
import { countries, regions, subdivisions } from "../geo/geo.schema.ts";
import { makes } from "../makes/makes.schema.ts";
import { associates, members } from "../members/members.schema.ts";
import { nationalMemberships, regionalMemberships } from "../memberships/memberships.schema.ts";
import { staff } from "../office/office.schema.ts";
import { nationalPlans, regionalPlans } from "../plans/plans.schema.ts";
import { vehicles } from "../vehicles/vehicles.schema.ts";
import { importPreviews, importRows, imports } from "./imports.schema.ts";

// The roster import's SQL (issue 16). It writes only its own tables (imports, import_rows); what it reads of the
// others (members to match and which of them are office accounts, the reference tables to look names up, sessions
// and payments before an undo) it reads in bulk, a query for all rows rather than one per row: a roster has 20,000.

export type ImportRow = typeof imports.$inferSelect;
export type ImportSheetName = "members" | "cars";
export type RowOutcome = NonNullable<(typeof importRows.$inferSelect)["outcome"]>;

/** Rows a statement: each is one JSON parameter, so the count is bounded by its size, not by parameters. */
const chunkSize = 2000;

function chunks<T>(items: T[], size = chunkSize): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

// ---- Imports ----

export async function insertImport(db: Db, values: typeof imports.$inferInsert) {
  const [row] = await db.insert(imports).values(values).returning({ id: imports.id });
  if (!row) throw new Error("import not created");
  return row.id;
}

export async function findImport(db: Db, id: number) {
  const [row] = await db.select().from(imports).where(eq(imports.id, id));
  return row;
}

/** The import, row-locked until the caller's transaction ends: one status change at a time. */
export async function lockImport(db: Db, id: number) {
  const [row] = await db.select().from(imports).where(eq(imports.id, id)).for("update");
  return row;
}

/** A page of the imports, the newest first. */
export function findImports(db: Db, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(imports)
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countImports(db: Db) {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(imports);
  return row?.count ?? 0;
}

/** The oldest import in this status, but those the job has left to another run: the job's next one to work on. */
export async function findImportInStatus(db: Db, status: ImportRow["status"], except: number[] = []) {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.status, status), except.length > 0 ? notInArray(imports.id, except) : undefined))
    .orderBy(asc(imports.id))
    .limit(1);
  return row;
}

export async function updateImport(db: Db, id: number, values: Partial<typeof imports.$inferInsert>) {
  await db.update(imports).set(values).where(eq(imports.id, id));
}

/** Changes the import only while it stands as expected: a run that failed leaves another run's progress alone. */
export async function updateImportIf(
  db: Db,
  id: number,
  expected: { status: ImportRow["status"]; rowsDone: number },
  values: Partial<typeof imports.$inferInsert>,
) {
  await db
    .update(imports)
    .set(values)
    .where(
      and(eq(imports.id, id), eq(imports.status, expected.status), eq(imports.rowsDone, expected.rowsDone)),
    );
}

/** Adds to the progress of the commit or undo under way. */
export async function addRowsDone(db: Db, id: number, done: number, now: Date) {
  await db
    .update(imports)
    .set({ rowsDone: sql`${imports.rowsDone} + ${done}`, updatedAt: now })
    .where(eq(imports.id, id));
}

// ---- Their rows ----

/**
 * Issue 41: one chunk of a sheet's rows as the upload stores them (import-row-chunks.ts: a JSON array of
 * `{ row_no, cells }` in UTF-8), in one statement that also marks the import as still being stored at `now`. Their ids
 * follow the chunk's order, and the chunks are stored in the file's order (members before cars): sorting by row number
 * would put a car before its owner's row (issue 24). The bytes go to the database as they are, never text on this
 * thread: decoded, a 19 MB roster's chunks were strings that outlived the young generation while PostgreSQL parsed
 * them, and each upload ended in a full collection of the web instance's heap with members waiting.
 */
export async function insertImportRowChunk(
  db: Db,
  importId: number,
  sheet: ImportSheetName,
  utf8Json: Uint8Array,
  now: Date,
) {
  await db.execute(sql`with stored as (
      insert into ${importRows} (import_id, sheet, row_no, cells)
      select ${importId}::int, ${sheet}, (x.value ->> 'row_no')::int, x.value -> 'cells'
      from jsonb_array_elements(convert_from(${utf8Json}::bytea, 'UTF8')::jsonb) with ordinality as x(value, position)
      order by x.position
      returning 1)
    update ${imports} set updated_at = ${now.toISOString()}::timestamptz where id = ${importId}`);
}

/**
 * Issue 41: the rows' statistics once an upload's rows are stored, when autovacuum would take them: until then the
 * planner took a table that held no rows for empty, and read an import's first rows (its page asks every second and a
 * half) by sorting the whole sheet, 5 ms a time instead of 0.05 ms by the index.
 */
export const analyzeImportRowsAfter = (db: Db, storedRows: number) =>
  analyzeAfterBulkLoad(db, importRows, storedRows);

/** An import that was never stored whole (its rows go with it). */
export async function deleteImport(db: Db, id: number) {
  await db.delete(imports).where(eq(imports.id, id));
}

/**
 * Issue 41: the imports a stopped process left `storing`, untouched since `before`, oldest first: the housekeeping
 * purge deletes them.
 */
export async function findStoppedImportIds(db: Db, before: Date) {
  const rows = await db
    .select({ id: imports.id })
    .from(imports)
    .where(and(eq(imports.status, "storing"), lt(imports.updatedAt, before)))
    .orderBy(asc(imports.id));
  return rows.map((row) => row.id);
}

/**
 * Up to `limit` rows of the import, while it is still `storing` and untouched since `before`; how many went. The
 * purge deletes an import's rows a statement at a time, not all of them in the import's cascade.
 */
export async function deleteStoppedImportRows(db: Db, importId: number, before: Date, limit: number) {
  const deleted = await db
    .delete(importRows)
    .where(
      inArray(
        importRows.id,
        db
          .select({ id: importRows.id })
          .from(importRows)
          .innerJoin(imports, eq(imports.id, importRows.importId))
          .where(
            and(
              eq(importRows.importId, importId),
              eq(imports.status, "storing"),
              lt(imports.updatedAt, before),
            ),
          )
          .limit(limit),
      ),
    )
    .returning({ id: importRows.id });
  return deleted.length;
}

/** The import, if it is still `storing` and untouched since `before`; whether it went. */
export async function deleteStoppedImport(db: Db, importId: number, before: Date) {
  const deleted = await db
    .delete(imports)
    .where(and(eq(imports.id, importId), eq(imports.status, "storing"), lt(imports.updatedAt, before)))
    .returning({ id: imports.id });
  return deleted.length > 0;
}

/**
 * Issue 39: of the cars each import created, those still in the registry (a deleted car's row lost its id). Once the
 * import is undone, these are the cars its undo kept because they had a history since.
 */
export async function countCarsStillThere(db: Db, importIds: number[]) {
  if (importIds.length === 0) return [];
  return db
    .select({ importId: importRows.importId, cars: count() })
    .from(importRows)
    .where(
      and(
        inArray(importRows.importId, importIds),
        eq(importRows.sheet, "cars"),
        eq(importRows.created, true),
        isNotNull(importRows.vehicleId),
      ),
    )
    .groupBy(importRows.importId);
}

/**
 * The first rows as read of every sheet of these imports, in one statement (the list's page shows up to 20 imports,
 * asked again every second and a half while one runs): each sheet's first `limit` by the index on its row numbers.
 */
export async function findFirstRows(db: Db, importIds: number[], limit: number) {
  if (importIds.length === 0) return [];
  const result = await db.execute(sql`
    select first.import_id as "importId", first.sheet, first.cells
    from unnest(${columnArray(importIds)}::int[]) as listed(id)
    cross join (values ('members'), ('cars')) as sheets(sheet)
    cross join lateral (
      select ${importRows.importId}, ${importRows.sheet}, ${importRows.rowNo}, ${importRows.cells} from ${importRows}
      where ${importRows.importId} = listed.id and ${importRows.sheet} = sheets.sheet
      order by ${importRows.rowNo} limit ${limit}
    ) as first
    order by first.import_id, first.sheet, first.row_no`);
  return rowsOf<{ importId: number; sheet: ImportSheetName; cells: Record<string, string> }>(result);
}

/**
 * The commit's order: every member's row before any car's, so that a car's owner is written first (issue 24:
 * imports uploaded before their ids followed the file have a car's row among the members' rows); then as uploaded.
 */
/** Rows of the import a page of text holds (about 0.3 MB of cells): each read is a short statement, on PGlite too. */
const rowPageSize = 1000;

/**
 * Every row of the import in the commit's order, as pages of JSON text (`[id, sheet, rowNo, cells]` each): the
 * preview's worker thread parses them (issue 41), not the thread that answers members.
 */
export async function findRowPages(db: Db, importId: number): Promise<string[]> {
  const pages: string[] = [];
  for (const sheet of ["members", "cars"] as const) {
    await readTextPages(
      db,
      rowPageSize,
      (after) => sql`select json_agg(json_build_array(id, sheet, row_no, cells) order by id)::text
          as page, max(id)::int as last, count(*)::int as rows
        from (select ${importRows.id} as id, ${importRows.sheet} as sheet, ${importRows.rowNo} as row_no,
            ${importRows.cells} as cells
          from ${importRows}
          where ${importRows.importId} = ${importId} and ${importRows.sheet} = ${sheet} and ${importRows.id} > ${after}
          order by ${importRows.id} limit ${rowPageSize}) as page`,
      pages,
    );
  }
  return pages;
}

/**
 * Reads pages of JSON text in the order of an id, into `pages`: `page(after)` selects, of at most `size` rows whose
 * id is past `after`, their JSON (`page`), the last id (`last`) and how many they were (`rows`). Each page is a
 * short statement, and the thread is given back between two (on PGlite a statement holds it).
 */
async function readTextPages(db: Db, size: number, page: (after: number) => SQL, pages: string[] = []) {
  let after = 0;
  for (;;) {
    const [read] = rowsOf<{ page: string | null; last: number | null; rows: number }>(
      await db.execute(page(after)),
    );
    if (!read?.page || read.last === null) break;
    pages.push(read.page);
    after = read.last;
    if (read.rows < size) break;
    await setImmediate();
  }
  return pages;
}

/**
 * The highest member number a new member's row gives in these columns (a whole number of at most nine digits, as
 * a spreadsheet may write it "1234.0"), 0 when none: one statement, not every row's cells carried to the app
 * (issue 41: 20,000 rows read at once held the thread on PGlite).
 */
export async function findHighestFileNumber(db: Db, importId: number, columns: string[]) {
  if (columns.length === 0) return 0;
  const numbers = columns.map(
    (column) =>
      sql`(regexp_match(btrim(${importRows.cells} ->> ${column}), '^([0-9]{1,9})(?:[.]0+)?$'))[1]::int`,
  );
  const result =
    await db.execute(sql`select coalesce(max(greatest(${sql.join(numbers, sql`, `)})), 0)::int as highest
    from ${importRows}
    where ${importRows.importId} = ${importId} and ${importRows.sheet} = 'members' and ${importRows.outcome} = 'new'`);
  return rowsOf<{ highest: number }>(result)[0]?.highest ?? 0;
}

/** The ids of the import's rows in the commit's order: the commit works through them a batch at a time. */
/** Ids a page when only ids are read: 35,000 rows at once held PGlite's thread 425 ms. */
const idPageSize = 5000;

/**
 * Every row of the import in the commit's order (the members' sheet, then the cars'), a page at a time: its id, and
 * whether the preview found it a member to change.
 */
export async function findRowsToCommit(db: Db, importId: number) {
  const pages: string[] = [];
  for (const sheet of ["members", "cars"] as const) {
    await readTextPages(
      db,
      idPageSize,
      (after) => sql`select json_agg(json_build_array(id, changes) order by id)::text as page,
          max(id)::int as last, count(*)::int as rows
        from (select ${importRows.id} as id, ${importRows.sheet} = 'members' and ${importRows.outcome} = 'changed' as changes
          from ${importRows}
          where ${importRows.importId} = ${importId} and ${importRows.sheet} = ${sheet} and ${importRows.id} > ${after}
          order by ${importRows.id} limit ${idPageSize}) as page`,
      pages,
    );
  }
  return pages.flatMap((page) =>
    (JSON.parse(page) as [number, boolean][]).map(([id, changesMember]) => ({ id, changesMember })),
  );
}

export function findRowsById(db: Db, ids: number[]) {
  return db
    .select({
      id: importRows.id,
      sheet: importRows.sheet,
      rowNo: importRows.rowNo,
      cells: importRows.cells,
      outcome: importRows.outcome,
      reasons: importRows.reasons,
      memberId: importRows.memberId,
      vehicleId: importRows.vehicleId,
    })
    .from(importRows)
    .where(inArray(importRows.id, ids))
    .orderBy(asc(importRows.id));
}

/** What the preview or the commit made of each row, a few thousand rows a statement. */
export interface RowResult {
  id: number;
  outcome: RowOutcome | null;
  reasons: string[] | null;
  memberId: number | null;
  vehicleId: number | null;
  created: boolean;
  before: Record<string, unknown> | null;
}

/** Row results already written as JSON pages (import-row-results.ts), a statement each, yielding between them. */
export async function saveRowResultPages(db: Db, pages: string[]) {
  for (const json of pages) {
    await db.execute(sql`update ${importRows} set outcome = x.outcome, reasons = x.reasons,
        member_id = x.member_id, vehicle_id = x.vehicle_id, created = x.created, before = x.before
      from jsonb_to_recordset(${json}::jsonb)
        as x(id int, outcome text, reasons jsonb, member_id int, vehicle_id int, created boolean, before jsonb)
      where ${importRows.id} = x.id`);
    await setImmediate();
  }
}

/** A new mapping: the preview's outcomes no longer hold. */
export async function clearRowResults(db: Db, importId: number) {
  await db
    .update(importRows)
    .set({ outcome: null, reasons: null, memberId: null, vehicleId: null, created: false, before: null })
    .where(eq(importRows.importId, importId));
}

/** The sheet's rejected and duplicate rows, in file order: the CSV to fix and upload again. */
export function findRejectedRows(db: Db, importId: number, sheet: ImportSheetName) {
  return db
    .select({ rowNo: importRows.rowNo, cells: importRows.cells, reasons: importRows.reasons })
    .from(importRows)
    .where(
      and(
        eq(importRows.importId, importId),
        eq(importRows.sheet, sheet),
        inArray(importRows.outcome, ["rejected", "duplicate"]),
      ),
    )
    .orderBy(asc(importRows.rowNo));
}

/** What an undo has to put back: rows that created a member or a car, or changed a member. */
const rowToUndo = (importId: number) =>
  and(
    eq(importRows.importId, importId),
    sql`((${importRows.created} and (${importRows.memberId} is not null or ${importRows.vehicleId} is not null))
      or ${importRows.before} is not null)`,
  );

/**
 * A page of the rows an undo has to put back, the last uploaded first: at most `limit` whose id is below `before`
 * (issue 41: a keyset page, so an undo never holds every row of a 50,000-row import).
 */
export function findRowsToUndo(db: Db, importId: number, page: { before: number | null; limit: number }) {
  return db
    .select({
      id: importRows.id,
      sheet: importRows.sheet,
      memberId: importRows.memberId,
      vehicleId: importRows.vehicleId,
      created: importRows.created,
      before: importRows.before,
    })
    .from(importRows)
    .where(and(rowToUndo(importId), page.before === null ? undefined : lt(importRows.id, page.before)))
    .orderBy(desc(importRows.id))
    .limit(page.limit);
}

/** How many rows an undo has to put back: its progress's total. */
export async function countRowsToUndo(db: Db, importId: number) {
  const [row] = await db.select({ rows: count() }).from(importRows).where(rowToUndo(importId));
  return row?.rows ?? 0;
}

/**
 * How many of the import's members have signed in or paid since `since` (the commit): the members it created who
 * have a newer session or payment, and the members it changed who have a newer payment (undoing their change
 * would take back what they paid for).
 */
export async function countMembersActiveSince(db: Db, importId: number, since: Date) {
  const result = await db.execute(sql`select count(distinct r.member_id)::int as active
    from ${importRows} r
    where r.import_id = ${importId} and r.sheet = 'members' and r.member_id is not null
      and (r.created or r.before is not null)
      and ((r.created and exists (select 1 from ${sessions} s where s.member_id = r.member_id
              and s.created_at >= ${since.toISOString()}::timestamptz))
        or exists (select 1 from ${payments} p join ${invoices} i on i.id = p.invoice_id
              where i.member_id = r.member_id and p.created_at >= ${since.toISOString()}::timestamptz))`);
  return rowsOf<{ active: number }>(result)[0]?.active ?? 0;
}

/** The members the commit created: what an undo deletes. */
export async function findCreatedMemberIds(db: Db, importId: number) {
  const rows = await db
    .select({ memberId: importRows.memberId })
    .from(importRows)
    .where(
      and(
        eq(importRows.importId, importId),
        eq(importRows.sheet, "members"),
        eq(importRows.created, true),
        isNotNull(importRows.memberId),
      ),
    )
    .orderBy(asc(importRows.id));
  return rows.flatMap((row) => (row.memberId ? [row.memberId] : []));
}

/**
 * The members the commit changed into whom the office has merged a duplicate since `since` (the commit): putting
 * their values back would take back what the merge brought them.
 */
export function findChangedMembersMergedSince(db: Db, importId: number, since: Date) {
  return db
    .selectDistinct({ memberNo: members.memberNo, firstName: members.firstName, lastName: members.lastName })
    .from(importRows)
    .innerJoin(members, eq(members.id, importRows.memberId))
    .where(
      and(
        eq(importRows.importId, importId),
        eq(importRows.sheet, "members"),
        eq(importRows.created, false),
        isNotNull(importRows.before),
        sql`exists (select 1 from ${members} duplicate where duplicate.merged_into_id = ${members.id}
          and duplicate.updated_at >= ${since.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(members.memberNo));
}

// ---- Claim links (the claims module writes them; the import's page counts them) ----

export async function countInvitations(db: Db, importIds: number[]) {
  if (importIds.length === 0) return [];
  return db
    .select({
      importId: claimLinks.importId,
      queued: sql<number>`count(*) filter (where ${claimLinks.sentAt} is null)::int`,
      sent: sql<number>`count(*) filter (where ${claimLinks.sentAt} is not null and ${claimLinks.channel} = 'email')::int`,
      letters: sql<number>`count(*) filter (where ${claimLinks.channel} = 'letter')::int`,
      claimed: sql<number>`count(*) filter (where ${claimLinks.claimedAt} is not null)::int`,
    })
    .from(claimLinks)
    .where(inArray(claimLinks.importId, importIds))
    .groupBy(claimLinks.importId);
}

// ---- What the rows are matched and looked up against ----

/** The reference tables the row rules look names up in. */
export async function findReference(db: Db) {
  const [countryRows, subdivisionRows, planRows, regionalRows, makeRows] = [
    await db.select({ code: countries.code, name: countries.name }).from(countries),
    await db
      .select({ code: subdivisions.code, countryCode: subdivisions.countryCode, name: subdivisions.name })
      .from(subdivisions),
    await db
      .select({
        id: nationalPlans.id,
        title: nationalPlans.title,
        lifelong: nationalPlans.lifelong,
        active: nationalPlans.active,
      })
      .from(nationalPlans)
      .orderBy(asc(nationalPlans.sortOrder), asc(nationalPlans.id)),
    await db
      .select({
        id: regionalPlans.id,
        title: regionalPlans.title,
        regionCode: regions.code,
        regionName: regions.name,
      })
      .from(regionalPlans)
      .innerJoin(regions, eq(regions.id, regionalPlans.regionId))
      .orderBy(asc(regions.name)),
    await db.select({ id: makes.id, name: makes.name }).from(makes),
  ];
  return {
    countries: countryRows,
    subdivisions: subdivisionRows,
    nationalPlans: planRows,
    regionalPlans: regionalRows,
    makes: makeRows,
  };
}

/** Whether the account holds an office role (issue 23: the import never changes one). */
const holdsOfficeRole = sql<boolean>`exists (select 1 from ${staff} where ${staff.memberId} = ${members.id})`;

/** Accounts a page of keys holds. */
const memberKeyPageSize = 5000;

/**
 * Every account's keys for matching (number, e-mail, last name, postal code, and whether it is an office account),
 * as pages of JSON text (`[id, memberNo, email, lastName, zipCode, mergedIntoId, office]` each): the preview's worker
 * thread parses them (issue 41), so 50,000 accounts are not made into objects on the thread answering members.
 */
export function findMemberKeyPages(db: Db): Promise<string[]> {
  return readTextPages(
    db,
    memberKeyPageSize,
    (after) => sql`select json_agg(json_build_array(id, member_no, email, last_name, zip_code,
          merged_into_id, office) order by id)::text as page, max(id)::int as last, count(*)::int as rows
      from (select ${members.id} as id, ${members.memberNo} as member_no, ${members.email} as email,
          ${members.lastName} as last_name, ${members.zipCode} as zip_code, ${members.mergedIntoId} as merged_into_id,
          ${holdsOfficeRole} as office
        from ${members} where ${members.id} > ${after} order by ${members.id} limit ${memberKeyPageSize}) as page`,
  );
}

/** Of these accounts, those that hold an office role now: the commit checks again what the preview found. */
export async function findOfficeAccountIds(db: Db, memberIds: number[]) {
  if (memberIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ memberId: staff.memberId })
    .from(staff)
    .where(inArray(staff.memberId, memberIds));
  return new Set(rows.map((row) => row.memberId));
}

const memberStateColumns = {
  id: members.id,
  memberNo: members.memberNo,
  ...(Object.fromEntries(importedProfileFields.map((field) => [field, members[field]])) as {
    [K in ImportedProfileField]: (typeof members)[K];
  }),
};

/** Matched members as they are: profile, national membership, associate, regional memberships. */
export async function findMemberStates(db: Db, ids: number[]) {
  const result: {
    member: { [K in keyof typeof memberStateColumns]: (typeof members.$inferSelect)[K] };
    national: { nationalPlanId: number; duesExpire: string; yearJoined: number } | null;
    associate: { firstName: string; lastName: string } | null;
    regions: { regionalPlanId: number; duesExpire: string; associate: boolean }[];
  }[] = [];
  for (const chunk of chunks(ids, 1000)) {
    const [memberRows, nationalRows, associateRows, regionalRows] = [
      await db.select(memberStateColumns).from(members).where(inArray(members.id, chunk)),
      await db
        .select({
          memberId: nationalMemberships.memberId,
          nationalPlanId: nationalMemberships.nationalPlanId,
          duesExpire: nationalMemberships.duesExpire,
          yearJoined: nationalMemberships.yearJoined,
        })
        .from(nationalMemberships)
        .where(inArray(nationalMemberships.memberId, chunk)),
      await db
        .select({
          memberId: associates.memberId,
          firstName: associates.firstName,
          lastName: associates.lastName,
        })
        .from(associates)
        .where(inArray(associates.memberId, chunk)),
      await db
        .select({
          memberId: regionalMemberships.memberId,
          regionalPlanId: regionalMemberships.regionalPlanId,
          duesExpire: regionalMemberships.duesExpire,
          associate: regionalMemberships.associate,
        })
        .from(regionalMemberships)
        .where(inArray(regionalMemberships.memberId, chunk))
        .orderBy(asc(regionalMemberships.regionalPlanId)),
    ];
    const national = new Map(nationalRows.map(({ memberId, ...row }) => [memberId, row]));
    const associate = new Map(associateRows.map(({ memberId, ...row }) => [memberId, row]));
    const regional = new Map<number, typeof regionalRows>();
    for (const row of regionalRows) regional.set(row.memberId, [...(regional.get(row.memberId) ?? []), row]);
    for (const member of memberRows) {
      result.push({
        member,
        national: national.get(member.id) ?? null,
        associate: associate.get(member.id) ?? null,
        regions: (regional.get(member.id) ?? []).map(({ memberId: _, ...row }) => row),
      });
    }
  }
  return result;
}

/**
 * findMemberStates as pages of JSON text, each an array of MemberState (import-changes.ts) built by the database:
 * the preview's worker thread parses them (issue 41). Dates are the same `YYYY-MM-DD` text either way.
 */
export async function findMemberStatePages(db: Db, ids: number[]): Promise<string[]> {
  const profile = sql.join(
    Object.entries(memberStateColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  );
  const pages: string[] = [];
  for (const chunk of chunks(ids, 1000)) {
    const result = await db.execute(sql`select coalesce(json_agg(json_build_object(
        'member', json_build_object(${profile}),
        'national', (select json_build_object('nationalPlanId', ${nationalMemberships.nationalPlanId},
            'duesExpire', ${nationalMemberships.duesExpire}, 'yearJoined', ${nationalMemberships.yearJoined})
          from ${nationalMemberships} where ${nationalMemberships.memberId} = ${members.id}),
        'associate', (select json_build_object('firstName', ${associates.firstName}, 'lastName', ${associates.lastName})
          from ${associates} where ${associates.memberId} = ${members.id}),
        'regions', coalesce((select json_agg(json_build_object('regionalPlanId', ${regionalMemberships.regionalPlanId},
            'duesExpire', ${regionalMemberships.duesExpire}, 'associate', ${regionalMemberships.associate})
            order by ${regionalMemberships.regionalPlanId})
          from ${regionalMemberships} where ${regionalMemberships.memberId} = ${members.id}), '[]'::json)
      )), '[]'::json)::text as page
      from ${members} where ${inArray(members.id, chunk)}`);
    pages.push(rowsOf<{ page: string }>(result)[0]?.page ?? "[]");
    await setImmediate();
  }
  return pages;
}

/**
 * The cars of these members, by what tells one car from another in a roster, as pages of JSON text (`[memberId,
 * year, makeId, model, serialNumber]` each), for the preview's worker thread.
 */
export async function findVehicleKeyPages(db: Db, memberIds: number[]): Promise<string[]> {
  const pages: string[] = [];
  for (const chunk of chunks(memberIds, 1000)) {
    const result =
      await db.execute(sql`select coalesce(json_agg(json_build_array(${vehicles.memberId}, ${vehicles.year},
        ${vehicles.makeId}, ${vehicles.model}, ${vehicles.serialNumber})), '[]'::json)::text as page
      from ${vehicles} where ${inArray(vehicles.memberId, chunk)}`);
    pages.push(rowsOf<{ page: string }>(result)[0]?.page ?? "[]");
    await setImmediate();
  }
  return pages;
}

/** Accounts by number (a car's owner), and whether each is an office account. */
export async function findMemberIdsByNo(db: Db, memberNos: number[]) {
  if (memberNos.length === 0) return new Map<number, { id: number; office: boolean }>();
  const rows = await db
    .select({ id: members.id, memberNo: members.memberNo, office: holdsOfficeRole })
    .from(members)
    .where(inArray(members.memberNo, memberNos));
  return new Map(rows.map((row) => [row.memberNo, { id: row.id, office: row.office }]));
}

/**
 * Of these members, those a row of this import created: a new member's cars go to them only. Asked by the members'
 * ids alone, the import's own conditions checked on the few rows found: with the import in the condition, PGlite's
 * planner (no autovacuum, so no statistics in the middle of an import) read every row of the import for each batch
 * of cars, 50-140 ms a batch whatever its size.
 */
export async function findMembersCreatedBy(db: Db, importId: number, memberIds: number[]) {
  if (memberIds.length === 0) return new Set<number>();
  const rows = await db
    .select({
      memberId: importRows.memberId,
      importId: importRows.importId,
      sheet: importRows.sheet,
      created: importRows.created,
    })
    .from(importRows)
    .where(inArray(importRows.memberId, memberIds));
  return new Set(
    rows.flatMap((row) =>
      row.importId === importId && row.sheet === "members" && row.created && row.memberId !== null
        ? [row.memberId]
        : [],
    ),
  );
}

/**
 * Of these numbers and (lower-case) e-mails, those a member has now: taken since the preview. The e-mails are
 * joined one by one on the unique index: as `lower(email) = any(…)`, PostgreSQL takes the directory's trigram
 * index for 500 addresses at once, a thousand times slower.
 */
export async function findTakenKeys(db: Db, memberNos: number[], emails: string[]) {
  const taken = { memberNos: new Set<number>(), emails: new Set<string>() };
  if (memberNos.length > 0) {
    const rows = await db
      .select({ memberNo: members.memberNo })
      .from(members)
      .where(inArray(members.memberNo, memberNos));
    for (const row of rows) taken.memberNos.add(row.memberNo);
  }
  if (emails.length > 0) {
    const result = await db.execute(sql`select wanted.email
      from jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb) as wanted(email)
      join ${members} on lower(${members.email}) = wanted.email and ${members.email} <> ''`);
    for (const row of rowsOf<{ email: string }>(result)) taken.emails.add(row.email);
  }
  return taken;
}

/** The newest audit entry of `action` about this import: who asked for its commit or undo, and when. */
export async function findRequest(db: Db, action: string, importId: number) {
  const [row] = await db
    .select({ actorId: auditLog.actorId, at: auditLog.at })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        isNotNull(auditLog.after),
        sql`(${auditLog.after} ->> 'importId')::int = ${importId}`,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

/** How many rows of each sheet have each outcome: what the commit wrote, to be counted as the preview counts. */
export function countOutcomes(db: Db, importId: number) {
  return db
    .select({ sheet: importRows.sheet, outcome: importRows.outcome, rows: count() })
    .from(importRows)
    .where(eq(importRows.importId, importId))
    .groupBy(importRows.sheet, importRows.outcome);
}

/** The earlier owners the commit added to cars already in the registry (issue 27): the links each row recorded. */
export async function countOwnersAdded(db: Db, importId: number) {
  const [row] = await db
    .select({
      owners: sql<number>`coalesce(sum(jsonb_array_length(${importRows.before} -> 'ownershipIds')), 0)::int`,
    })
    .from(importRows)
    .where(
      and(eq(importRows.importId, importId), eq(importRows.sheet, "cars"), isNotNull(importRows.before)),
    );
  return row?.owners ?? 0;
}

/** What the commit did, for its audit entry: members created and changed, cars added, rows it had to refuse. */
export async function countCommitted(db: Db, importId: number) {
  const [row] = await db
    .select({
      membersCreated: sql<number>`count(*) filter (where ${importRows.sheet} = 'members' and ${importRows.created})::int`,
      membersChanged: sql<number>`count(*) filter (where ${importRows.sheet} = 'members' and ${importRows.before} is not null)::int`,
      carsCreated: sql<number>`count(*) filter (where ${importRows.sheet} = 'cars' and ${importRows.created})::int`,
      rejected: sql<number>`count(*) filter (where ${importRows.outcome} in ('rejected', 'duplicate'))::int`,
    })
    .from(importRows)
    .where(eq(importRows.importId, importId));
  return row ?? { membersCreated: 0, membersChanged: 0, carsCreated: 0, rejected: 0 };
}

/** Issue 41: the preview the job made, kept for GET …/preview; one per import, the newest. */
export async function savePreview(db: Db, importId: number, preview: ImportPreview, now: Date) {
  await db
    .insert(importPreviews)
    .values({ importId, preview, createdAt: now })
    .onConflictDoUpdate({ target: importPreviews.importId, set: { preview, createdAt: now } });
}

export async function findPreview(db: Db, importId: number) {
  const [row] = await db
    .select({ preview: importPreviews.preview })
    .from(importPreviews)
    .where(eq(importPreviews.importId, importId));
  return row?.preview;
}

export async function deletePreview(db: Db, importId: number) {
  await db.delete(importPreviews).where(eq(importPreviews.importId, importId));
}

/** Erasure: the previews of the imports with a row of this member, which may name them. */
export async function deletePreviewsOf(db: Db, memberId: number) {
  await db
    .delete(importPreviews)
    .where(
      inArray(
        importPreviews.importId,
        db.select({ id: importRows.importId }).from(importRows).where(eq(importRows.memberId, memberId)),
      ),
    );
}

/**
 * Issue 39: the rows that matched or made the member keep their place and outcome; the cells as read (their name,
 * address, e-mail) are blanked under their column names, and the values the commit changed (what undo would put
 * back) go, so an undo never restores a former member.
 */
export async function blankRowsOf(db: Db, memberId: number) {
  await db
    .update(importRows)
    .set({
      cells: sql`(select coalesce(jsonb_object_agg(key, ''), '{}'::jsonb) from jsonb_object_keys(${importRows.cells}) as key)`,
      before: null,
    })
    .where(eq(importRows.memberId, memberId));
}
