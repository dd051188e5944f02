import {
  type ArchiveIssueInput,
  type ArchiveIssuePatch,
  type ArchiveMentionStatus,
  archiveMessages,
  archivePagesMax,
  type OfficeArchiveIssue,
  type OfficeArchiveIssuePage,
  type OfficeArchiveMentionPage,
} from "@club/domain/archive.schema";
import { AppError, invalidField } from "../../lib/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import {
  countConfirmedMentionsOfIssue,
  deleteIssue,
  findMentionRow,
  findOfficeIssue,
  insertIssue,
  listOfficeIssues,
  listOfficeMentions,
  lockIssue,
  officeIssuePageSize,
  pageImageKeysOfIssue,
  updateIssue,
} from "./archive.repository.ts";
import { issueFileKey, pageImageKey, withTemporaryPdf } from "./archive-files.ts";
import { decideMentionAs } from "./archive-mentions.service.ts";
import { archiveIssuesJob } from "./archive-processing.service.ts";
import { countPdfPages } from "./archive-threads.ts";
import { type ArchiveContext, mentionView, officeIssueView } from "./archive-view.ts";

// Issue 45: the office's side of the archive (`manageArchive`): uploading an issue (read by the job afterwards),
// correcting its facts, deleting it while no car's history points to it, and the queue of pages found for cars.

const issueNotFound = () => new AppError("not_found", { id: [archiveMessages.notFound] });

/** A PDF starts with `%PDF-` (some writers put a few bytes of junk first: the first kilobyte is looked at). */
function isPdf(file: Buffer) {
  return file.subarray(0, 1024).includes("%PDF-");
}

/**
 * POST /office/archive/issues: the PDF checked (its kind, its pages, in the reading thread), stored, and its row
 * written waiting for the job `archive-issues`, which is asked for at once.
 */
export async function uploadIssue(
  context: ArchiveContext,
  session: SessionContext,
  input: ArchiveIssueInput,
  upload: { fileName: string; bytes: Buffer },
): Promise<OfficeArchiveIssue> {
  if (!isPdf(upload.bytes)) throw invalidField("file", archiveMessages.notPdf, "pdf_type");
  const pages = await withTemporaryPdf(upload.bytes, countPdfPages);
  if (pages === null || pages === 0) throw invalidField("file", archiveMessages.unreadable, "pdf_unreadable");
  if (pages > archivePagesMax)
    throw invalidField("file", archiveMessages.tooManyPages(pages), "pdf_too_many_pages");
  const fileKey = issueFileKey();
  await context.storage.put(fileKey, upload.bytes, "application/pdf");
  const now = context.now();
  const issue = await context.db.transaction(async (tx) => {
    const row = await insertIssue(tx, {
      ...input,
      fileKey,
      fileName: upload.fileName,
      fileBytes: upload.bytes.length,
      pageCount: pages,
      uploadedBy: session.memberId,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(
      { db: tx, now: context.now },
      {
        actorId: session.memberId,
        memberId: null,
        action: "archive_issue_uploaded",
        after: { id: row.id, ...input, fileName: upload.fileName, pages },
      },
    );
    return row;
  });
  await context.jobs.send(archiveIssuesJob);
  return getOfficeIssue(context, issue.id);
}

export async function listIssuesForOffice(
  context: ArchiveContext,
  page: number,
): Promise<OfficeArchiveIssuePage> {
  const { rows, total } = await listOfficeIssues(context.db, page);
  return { results: rows.map(officeIssueView), page, pageSize: officeIssuePageSize, total };
}

export async function getOfficeIssue(context: ArchiveContext, id: number): Promise<OfficeArchiveIssue> {
  const row = await findOfficeIssue(context.db, id);
  if (!row) throw issueNotFound();
  return officeIssueView(row);
}

/** PATCH /office/archive/issues/{id}: the facts corrected, or the issue opened to the public or closed to members. */
export async function changeIssue(
  context: ArchiveContext,
  session: SessionContext,
  id: number,
  patch: ArchiveIssuePatch,
): Promise<OfficeArchiveIssue> {
  await context.db.transaction(async (tx) => {
    const issue = await lockIssue(tx, id);
    if (!issue) throw issueNotFound();
    const before = Object.fromEntries(
      Object.keys(patch).map((key) => [key, issue[key as keyof typeof patch]]),
    );
    await updateIssue(tx, id, { ...patch, updatedAt: context.now() });
    await recordAudit(
      { db: tx, now: context.now },
      {
        actorId: session.memberId,
        memberId: null,
        action: "archive_issue_changed",
        before: { id, ...before },
        after: { id, ...patch },
      },
    );
  });
  return getOfficeIssue(context, id);
}

/**
 * POST /office/archive/issues/{id}/find_cars: the issue's pages matched against the registry again by the job, so
 * cars added or given their serial numbers since it was read find their pages (links decided stay as decided).
 */
export async function findCarsAgain(context: ArchiveContext, session: SessionContext, id: number) {
  await context.db.transaction(async (tx) => {
    const issue = await lockIssue(tx, id);
    if (!issue) throw issueNotFound();
    if (issue.status !== "ready")
      throw new AppError("issue_not_ready", { id: [archiveMessages.notReadyToMatch] });
    await updateIssue(tx, id, { matchFromPage: 1, updatedAt: context.now() });
    await recordAudit(
      { db: tx, now: context.now },
      { actorId: session.memberId, memberId: null, action: "archive_issue_matched_again", after: { id } },
    );
  });
  await context.jobs.send(archiveIssuesJob);
  return getOfficeIssue(context, id);
}

/**
 * DELETE /office/archive/issues/{id}: the issue, its pages and their links waiting or dismissed; refused while a
 * car's history shows one of its pages (a confirmed link: history is not deleted).
 */
export async function removeIssue(context: ArchiveContext, session: SessionContext, id: number) {
  const removed = await context.db.transaction(async (tx) => {
    const issue = await lockIssue(tx, id);
    if (!issue) throw issueNotFound();
    if ((await countConfirmedMentionsOfIssue(tx, id)) > 0)
      throw new AppError("issue_has_history", { base: [archiveMessages.historyPointsHere] });
    const images = await pageImageKeysOfIssue(tx, id);
    await deleteIssue(tx, id);
    await recordAudit(
      { db: tx, now: context.now },
      {
        actorId: session.memberId,
        memberId: null,
        action: "archive_issue_deleted",
        before: { id, publication: issue.publication, title: issue.title, issueDate: issue.issueDate },
      },
    );
    return { issue, images };
  });
  // The files go once the rows are gone: a file left by a failure costs space, a row without its file an error.
  const keys = [
    removed.issue.fileKey,
    ...removed.images.flatMap((page) => [page.imageKey, page.thumbnailKey].filter((key) => key !== null)),
  ];
  for (let pageNo = removed.images.length + 1; pageNo <= removed.issue.pageCount; pageNo++)
    keys.push(
      pageImageKey(removed.issue.fileKey, pageNo, "image"),
      pageImageKey(removed.issue.fileKey, pageNo, "thumbnail"),
    );
  for (const key of keys) await context.storage.remove(key);
}

/** GET /office/archive/mentions: the links found or suggested, by their state: those waiting oldest first. */
export async function listMentionsForOffice(
  context: ArchiveContext,
  status: ArchiveMentionStatus,
  page: number,
): Promise<OfficeArchiveMentionPage> {
  const { rows, total } = await listOfficeMentions(context.db, status, page);
  return {
    results: await Promise.all(rows.map((row) => mentionView(context, row, true))),
    page,
    pageSize: officeIssuePageSize,
    total,
  };
}

/** POST /office/archive/mentions/{id}/confirm and /dismiss. */
export async function decideMentionForOffice(
  context: ArchiveContext,
  session: SessionContext,
  id: number,
  status: "confirmed" | "dismissed",
) {
  await decideMentionAs(context, session, id, status, { office: true });
  const row = await findMentionRow(context.db, id);
  if (!row) throw new AppError("not_found", { id: [archiveMessages.mentionNotFound] });
  return mentionView(context, row, true);
}
