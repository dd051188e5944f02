import { type ArchiveMentionStatus, archivePageSize } from "@club/domain/archive.schema";
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, or, type SQL, sql } from "drizzle-orm";
import { advisoryLocks } from "../../db/advisory-locks.ts";
import type { Db } from "../../db/client.ts";
import { columnArray } from "../../db/column-arrays.ts";
import { makes } from "../makes/makes.schema.ts";
import { members } from "../members/members.schema.ts";
import { vehicles } from "../vehicles/vehicles.schema.ts";
import { archiveIssues, archiveMentions, archivePages, archiveWords } from "./archive.schema.ts";
import type { PageClues } from "./page-clues.ts";

// Issue 45: the archive's rows. Its matching of a page against the registry (serial numbers; year, make and model
// with the owner's last name) and its mentions' car names read the vehicles, makes and members in its own SQL: a
// read model over the whole registry, one statement per page (modules/README.md).

export type IssueRow = typeof archiveIssues.$inferSelect;
export type PageRow = typeof archivePages.$inferSelect;
export type MentionRow = typeof archiveMentions.$inferSelect;

/** The office's list and the members' search read 50 and 20 at a time. */
export const officeIssuePageSize = 50;

export const carName = sql<string>`${vehicles.year} || ' ' || ${makes.name} || ' ' || ${vehicles.model}`;

const issueSummaryColumns = {
  id: archiveIssues.id,
  publication: archiveIssues.publication,
  title: archiveIssues.title,
  volume: archiveIssues.volume,
  number: archiveIssues.number,
  issueDate: archiveIssues.issueDate,
  membersOnly: archiveIssues.membersOnly,
  pageCount: archiveIssues.pageCount,
};
export type IssueSummaryRow = { [K in keyof typeof issueSummaryColumns]: IssueRow[K] };

export async function insertIssue(db: Db, row: typeof archiveIssues.$inferInsert) {
  const [inserted] = await db.insert(archiveIssues).values(row).returning();
  if (!inserted) throw new Error("archive issue not inserted");
  return inserted;
}

export async function findIssue(db: Db, id: number): Promise<IssueRow | undefined> {
  const [row] = await db.select().from(archiveIssues).where(eq(archiveIssues.id, id));
  return row;
}

export async function lockIssue(db: Db, id: number): Promise<IssueRow | undefined> {
  const [row] = await db.select().from(archiveIssues).where(eq(archiveIssues.id, id)).for("update");
  return row;
}

export async function updateIssue(db: Db, id: number, values: Partial<typeof archiveIssues.$inferInsert>) {
  const [row] = await db.update(archiveIssues).set(values).where(eq(archiveIssues.id, id)).returning();
  return row;
}

export async function deleteIssue(db: Db, id: number) {
  await db.delete(archiveIssues).where(eq(archiveIssues.id, id));
}

/** Each issue's mentions waiting and confirmed, and its pages read by OCR, for the office's list. */
// The subqueries name the issue's column in full: drizzle writes a column of the selected table bare ("id"), which
// inside them would be the mention's own id.
const issueIdColumn = sql.raw(`"archive_issues"."id"`);
const issueCounts = {
  pendingMentions: sql<number>`(select count(*)::int from ${archiveMentions} m where m.issue_id = ${issueIdColumn} and m.status = 'pending')`,
  confirmedMentions: sql<number>`(select count(*)::int from ${archiveMentions} m where m.issue_id = ${issueIdColumn} and m.status = 'confirmed')`,
  ocrPages: sql<number>`(select count(*)::int from ${archivePages} p where p.issue_id = ${issueIdColumn} and p.ocr)`,
};
export type OfficeIssueRow = IssueRow & {
  pendingMentions: number;
  confirmedMentions: number;
  ocrPages: number;
};

export async function listOfficeIssues(db: Db, page: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ issue: archiveIssues, ...issueCounts })
      .from(archiveIssues)
      .orderBy(desc(archiveIssues.issueDate), desc(archiveIssues.id))
      .limit(officeIssuePageSize)
      .offset((page - 1) * officeIssuePageSize),
    db.select({ total: count() }).from(archiveIssues),
  ]);
  return {
    rows: rows.map(({ issue, ...counts }): OfficeIssueRow => ({ ...issue, ...counts })),
    total: total?.total ?? 0,
  };
}

export async function findOfficeIssue(db: Db, id: number): Promise<OfficeIssueRow | undefined> {
  const [row] = await db
    .select({ issue: archiveIssues, ...issueCounts })
    .from(archiveIssues)
    .where(eq(archiveIssues.id, id));
  return row && { ...row.issue, ...row };
}

/** Publications already in the archive, for the upload form's suggestions and the search's filter. */
export async function listPublications(db: Db, membersToo: boolean) {
  const rows = await db
    .selectDistinct({ publication: archiveIssues.publication })
    .from(archiveIssues)
    .where(
      and(eq(archiveIssues.status, "ready"), membersToo ? undefined : eq(archiveIssues.membersOnly, false)),
    )
    .orderBy(asc(archiveIssues.publication));
  return rows.map((row) => row.publication);
}

/**
 * The job's next issue: one waiting, or one a run left half read (the queue runs one `archive-issues` at a time, so
 * an issue still marked processing is one whose run stopped). Its runs are counted: one that stopped the process
 * three times is failed.
 */
export async function claimNextIssue(db: Db, now: Date) {
  const next = db
    .select({ id: archiveIssues.id })
    .from(archiveIssues)
    .where(inArray(archiveIssues.status, ["queued", "processing"]))
    .orderBy(asc(archiveIssues.createdAt), asc(archiveIssues.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(archiveIssues)
    .set({ status: "processing", attempts: sql`${archiveIssues.attempts} + 1`, updatedAt: now })
    .where(inArray(archiveIssues.id, next))
    .returning();
  return row;
}

/** The next issue whose pages the office asked to match against the registry again, the longest waiting first. */
export async function findNextMatching(db: Db) {
  const [row] = await db
    .select()
    .from(archiveIssues)
    .where(and(eq(archiveIssues.status, "ready"), isNotNull(archiveIssues.matchFromPage)))
    .orderBy(asc(archiveIssues.updatedAt), asc(archiveIssues.id))
    .limit(1);
  return row;
}

/** The words of pages `from` to `to` of an issue, in order. */
export async function pageTexts(db: Db, issueId: number, from: number, to: number) {
  return db
    .select({ pageNo: archivePages.pageNo, text: archivePages.text })
    .from(archivePages)
    .where(
      and(eq(archivePages.issueId, issueId), gte(archivePages.pageNo, from), lte(archivePages.pageNo, to)),
    )
    .orderBy(asc(archivePages.pageNo));
}

export async function countConfirmedMentionsOfIssue(db: Db, issueId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(archiveMentions)
    .where(and(eq(archiveMentions.issueId, issueId), eq(archiveMentions.status, "confirmed")));
  return row?.total ?? 0;
}

/** Pages read, stored again if a run that stopped had stored them already. */
export async function savePages(db: Db, rows: (typeof archivePages.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db
    .insert(archivePages)
    .values(rows)
    .onConflictDoUpdate({
      target: [archivePages.issueId, archivePages.pageNo],
      set: {
        text: sql`excluded.text`,
        ocr: sql`excluded.ocr`,
        thumbnailKey: sql`excluded.thumbnail_key`,
        imageKey: sql`excluded.image_key`,
      },
    });
}

export async function addWords(db: Db, words: string[]) {
  if (words.length === 0) return;
  await db.execute(
    sql`insert into ${archiveWords} (word) select unnest(${columnArray(words)}::text[]) on conflict do nothing`,
  );
}

export async function findPage(db: Db, issueId: number, pageNo: number) {
  const [row] = await db
    .select()
    .from(archivePages)
    .where(and(eq(archivePages.issueId, issueId), eq(archivePages.pageNo, pageNo)));
  return row;
}

export async function pageImageKeysOfIssue(db: Db, issueId: number) {
  return db
    .select({ thumbnailKey: archivePages.thumbnailKey, imageKey: archivePages.imageKey })
    .from(archivePages)
    .where(eq(archivePages.issueId, issueId));
}

export interface SearchFilter {
  membersToo: boolean;
  publication?: string | undefined;
  yearFrom?: number | undefined;
  yearTo?: number | undefined;
}

function visibleIssues(filter: SearchFilter): SQL | undefined {
  return and(
    eq(archiveIssues.status, "ready"),
    filter.membersToo ? undefined : eq(archiveIssues.membersOnly, false),
    filter.publication ? eq(archiveIssues.publication, filter.publication) : undefined,
    filter.yearFrom ? gte(archiveIssues.issueDate, `${filter.yearFrom}-01-01`) : undefined,
    filter.yearTo ? lte(archiveIssues.issueDate, `${filter.yearTo}-12-31`) : undefined,
  );
}

/**
 * One page of a search's results, best first (ts_rank_cd over the stored tsvector, the GIN index finding the
 * pages), then newer issues and earlier pages; with the count of every match. `words` is websearch syntax.
 */
export async function searchPages(db: Db, words: string, filter: SearchFilter, page: number) {
  const query = sql`websearch_to_tsquery('english', ${words})`;
  const rows = await db
    .select({
      issue: issueSummaryColumns,
      pageNo: archivePages.pageNo,
      thumbnailKey: archivePages.thumbnailKey,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(archivePages)
    .innerJoin(archiveIssues, eq(archiveIssues.id, archivePages.issueId))
    .where(and(sql`${archivePages.words} @@ ${query}`, visibleIssues(filter)))
    .orderBy(
      desc(sql`ts_rank_cd(${archivePages.words}, ${query})`),
      desc(archiveIssues.issueDate),
      asc(archivePages.issueId),
      asc(archivePages.pageNo),
    )
    .limit(archivePageSize)
    .offset((page - 1) * archivePageSize);
  return rows;
}

/** Marks around a headline's matched words: characters no page keeps (the reading strips them). */
export const hitStart = "\u0002";
export const hitEnd = "\u0003";

/** The snippets of a search's page of results: up to two fragments of each page around the words found. */
export async function pageHeadlines(db: Db, words: string, pages: { issueId: number; pageNo: number }[]) {
  if (pages.length === 0) return new Map<string, string>();
  const options = `StartSel=${hitStart}, StopSel=${hitEnd}, MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
  const keys = pages.map((page) => `${page.issueId}:${page.pageNo}`);
  const rows = await db
    .select({
      issueId: archivePages.issueId,
      pageNo: archivePages.pageNo,
      headline: sql<string>`ts_headline('english', ${archivePages.text}, websearch_to_tsquery('english', ${words}), ${options})`,
    })
    .from(archivePages)
    .where(
      sql`(${archivePages.issueId} || ':' || ${archivePages.pageNo}) = any(${columnArray(keys)}::text[])`,
    );
  return new Map(rows.map((row) => [`${row.issueId}:${row.pageNo}`, row.headline]));
}

/** The archive's own word nearest to `word` by trigrams (pg_trgm), when one is near enough. */
export async function nearestWord(db: Db, word: string): Promise<string | undefined> {
  const [row] = await db
    .select({ word: archiveWords.word })
    .from(archiveWords)
    .where(sql`${archiveWords.word} % ${word}`)
    .orderBy(sql`${archiveWords.word} <-> ${word}`)
    .limit(1);
  return row?.word;
}

/**
 * Links the page to each car of the registry it names, waiting for a decision (a link decided already stays as
 * decided): by the car's serial number (its letters and digits, at least 4), or by its year with its make, model
 * and owner's last name all among the page's words.
 */
export async function insertFoundMentions(
  db: Db,
  issueId: number,
  pageNo: number,
  clues: PageClues,
  now: Date,
) {
  const serial = sql`upper(regexp_replace(${vehicles.serialNumber}, '[^A-Za-z0-9]', '', 'g'))`;
  const spaced = (value: SQL) =>
    sql`' ' || trim(regexp_replace(lower(${value}), '[^[:alnum:]]+', ' ', 'g')) || ' '`;
  const found = (foundBy: MentionRow["foundBy"]) =>
    sql`insert into ${archiveMentions} (issue_id, page_no, vehicle_id, found_by, status, created_at)
        select ${issueId}, ${pageNo}, ${vehicles.id}, ${foundBy}, 'pending', ${now}`;
  if (clues.serials.length > 0)
    await db.execute(sql`${found("serial")}
      from ${vehicles}
      where length(${serial}) >= 4 and ${serial} = any(${columnArray(clues.serials)}::text[])
      on conflict do nothing`);
  if (clues.years.length > 0)
    await db.execute(sql`${found("description")}
      from ${vehicles}
      join ${makes} on ${makes.id} = ${vehicles.makeId}
      join ${members} on ${members.id} = ${vehicles.memberId}
      where ${vehicles.year} = any(${columnArray(clues.years)}::int[])
        and length(trim(${members.lastName})) >= 2
        and ${clues.words} like '%' || ${spaced(sql`${makes.name}`)} || '%'
        and ${clues.words} like '%' || ${spaced(sql`${vehicles.model}`)} || '%'
        and ${clues.words} like '%' || ${spaced(sql`${members.lastName}`)} || '%'
      on conflict do nothing`);
}

export async function carInRegistry(db: Db, vehicleId: number) {
  const [row] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, vehicleId));
  return row !== undefined;
}

/**
 * The member's suggestions still waiting, counted while no other suggestion of theirs is written (an advisory lock on
 * the member, held to the transaction's end).
 */
export async function lockAndCountWaitingSuggestions(db: Db, memberId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${advisoryLocks.archiveSuggestions}, ${memberId})`);
  const [row] = await db
    .select({ total: count() })
    .from(archiveMentions)
    .where(and(eq(archiveMentions.suggestedBy, memberId), eq(archiveMentions.status, "pending")));
  return row?.total ?? 0;
}

export async function insertMention(db: Db, row: typeof archiveMentions.$inferInsert) {
  const [inserted] = await db.insert(archiveMentions).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function lockMention(db: Db, id: number) {
  const [row] = await db
    .select({ mention: archiveMentions, ownerId: vehicles.memberId })
    .from(archiveMentions)
    .innerJoin(vehicles, eq(vehicles.id, archiveMentions.vehicleId))
    .where(eq(archiveMentions.id, id))
    .for("update", { of: archiveMentions });
  return row;
}

export async function decideMention(
  db: Db,
  id: number,
  decision: { status: ArchiveMentionStatus; decidedBy: number; decidedAt: Date },
) {
  await db.update(archiveMentions).set(decision).where(eq(archiveMentions.id, id));
}

const mentionColumns = {
  id: archiveMentions.id,
  vehicleId: archiveMentions.vehicleId,
  car: carName,
  ownerId: vehicles.memberId,
  showNumbers: vehicles.showNumbers,
  issue: issueSummaryColumns,
  pageNo: archiveMentions.pageNo,
  foundBy: archiveMentions.foundBy,
  status: archiveMentions.status,
  thumbnailKey: archivePages.thumbnailKey,
};
export type MentionListRow = {
  id: number;
  vehicleId: number;
  car: string;
  ownerId: number | null;
  showNumbers: boolean;
  issue: IssueSummaryRow;
  pageNo: number;
  foundBy: MentionRow["foundBy"];
  status: MentionRow["status"];
  thumbnailKey: string | null;
};

function mentionsQuery(db: Db) {
  return db
    .select(mentionColumns)
    .from(archiveMentions)
    .innerJoin(vehicles, eq(vehicles.id, archiveMentions.vehicleId))
    .innerJoin(makes, eq(makes.id, vehicles.makeId))
    .innerJoin(archiveIssues, eq(archiveIssues.id, archiveMentions.issueId))
    .innerJoin(
      archivePages,
      and(eq(archivePages.issueId, archiveMentions.issueId), eq(archivePages.pageNo, archiveMentions.pageNo)),
    );
}

export async function findMentionRow(db: Db, id: number): Promise<MentionListRow | undefined> {
  const [row] = await mentionsQuery(db).where(eq(archiveMentions.id, id));
  return row;
}

/** A car's mentions not dismissed, oldest issue first; `withPending`: those waiting too. */
export async function mentionsOfVehicle(
  db: Db,
  vehicleId: number,
  withPending: boolean,
): Promise<MentionListRow[]> {
  return mentionsQuery(db)
    .where(
      and(
        eq(archiveMentions.vehicleId, vehicleId),
        eq(archiveIssues.status, "ready"),
        withPending
          ? inArray(archiveMentions.status, ["pending", "confirmed"])
          : eq(archiveMentions.status, "confirmed"),
      ),
    )
    .orderBy(asc(archiveIssues.issueDate), asc(archiveMentions.pageNo));
}

/** The cars a page is confirmed on. */
export async function confirmedMentionsOfPage(
  db: Db,
  issueId: number,
  pageNo: number,
): Promise<MentionListRow[]> {
  return mentionsQuery(db)
    .where(
      and(
        eq(archiveMentions.issueId, issueId),
        eq(archiveMentions.pageNo, pageNo),
        eq(archiveMentions.status, "confirmed"),
      ),
    )
    .orderBy(asc(archiveMentions.id));
}

export async function listOfficeMentions(db: Db, status: ArchiveMentionStatus, page: number) {
  const where = and(eq(archiveMentions.status, status), eq(archiveIssues.status, "ready"));
  const [rows, [total]] = await Promise.all([
    mentionsQuery(db)
      .where(where)
      .orderBy(
        status === "pending" ? asc(archiveMentions.createdAt) : desc(archiveMentions.decidedAt),
        asc(archiveMentions.id),
      )
      .limit(officeIssuePageSize)
      .offset((page - 1) * officeIssuePageSize),
    db
      .select({ total: count() })
      .from(archiveMentions)
      .innerJoin(archiveIssues, eq(archiveIssues.id, archiveMentions.issueId))
      .where(where),
  ]);
  return { rows: rows as MentionListRow[], total: total?.total ?? 0 };
}

/** Issue 45, a member's own data: the pages they suggested for cars, and the links they decided. */
export async function mentionsByMember(db: Db, memberId: number) {
  return db
    .select({
      car: carName,
      publication: archiveIssues.publication,
      title: archiveIssues.title,
      issueDate: archiveIssues.issueDate,
      pageNo: archiveMentions.pageNo,
      suggested: sql<boolean>`${archiveMentions.suggestedBy} = ${memberId}`,
      status: archiveMentions.status,
      createdAt: archiveMentions.createdAt,
      decidedAt: archiveMentions.decidedAt,
    })
    .from(archiveMentions)
    .innerJoin(vehicles, eq(vehicles.id, archiveMentions.vehicleId))
    .innerJoin(makes, eq(makes.id, vehicles.makeId))
    .innerJoin(archiveIssues, eq(archiveIssues.id, archiveMentions.issueId))
    .where(or(eq(archiveMentions.suggestedBy, memberId), eq(archiveMentions.decidedBy, memberId)))
    .orderBy(asc(archiveMentions.createdAt), asc(archiveMentions.id));
}

/** A member who leaves: the links stay with the cars, no longer naming who suggested or decided them. */
export async function forgetMentionsBy(db: Db, memberId: number) {
  await db
    .update(archiveMentions)
    .set({
      suggestedBy: sql`case when ${archiveMentions.suggestedBy} = ${memberId} then null else ${archiveMentions.suggestedBy} end`,
      decidedBy: sql`case when ${archiveMentions.decidedBy} = ${memberId} then null else ${archiveMentions.decidedBy} end`,
    })
    .where(or(eq(archiveMentions.suggestedBy, memberId), eq(archiveMentions.decidedBy, memberId)));
}
