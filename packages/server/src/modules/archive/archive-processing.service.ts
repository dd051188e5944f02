import { archiveMessages } from "@club/domain/archive.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { storageFor } from "../files/s3-storage.ts";
import type { FileStorage } from "../files/storage.ts";
import {
  addWords,
  claimNextIssue,
  findNextMatching,
  type IssueRow,
  insertFoundMentions,
  lockIssue,
  pageTexts,
  savePages,
  updateIssue,
} from "./archive.repository.ts";
import { pageImageKey, withTemporaryPdf } from "./archive-files.ts";
import { cluesOfPages, readPdfPages } from "./archive-threads.ts";

// Issue 45: the job `archive-issues` reads each uploaded issue, a few pages at a time, in the reading thread: each
// page's text (OCR for a scan), its pictures, its words for the spelling help and its links to the registry's cars.
// What it stored stays: a run that stopped (a restart, a crash) takes the issue up at the next page. A run gives the
// queue back after a few minutes, so a 400-page issue of scans never holds the job past its lease.

export const archiveIssuesJob = "archive-issues";

/** Pages read per call of the thread, stored together. */
const pagesPerBatch = 4;
/** Runs of an issue in a row that stored no page: past this, it is failed rather than taken up again. */
const maxAttempts = 3;
/** A run hands the queue back after this long (and asks for the next run). */
const runBudgetMs = 4 * 60_000;

/** Pages matched against the registry again at a time (their words read from the database). */
const pagesPerMatching = 20;

/**
 * The job `archive-issues`: the issues waiting or left half read, oldest first; then the issues the office asked to
 * match against the registry again.
 */
export async function runArchiveIssues(
  context: AppContext,
  storage: FileStorage = storageFor(context.config),
) {
  const started = performance.now();
  const timeUp = () => performance.now() - started > runBudgetMs;
  for (;;) {
    const issue = await claimNextIssue(context.db, context.now());
    if (!issue) break;
    if (issue.attempts > maxAttempts) {
      await failIssue(context, issue.id, archiveMessages.interrupted);
      continue;
    }
    if (!(await readIssue(context, storage, issue, timeUp))) return context.jobs.send(archiveIssuesJob);
  }
  while (await matchAgain(context)) if (timeUp()) return context.jobs.send(archiveIssuesJob);
}

/**
 * The next pages of an issue the office asked to match again, matched (cars added since it was read find their
 * pages; a link decided stays as decided): false when none waits. The clues are worked out in the reading thread
 * before the short transaction that writes the links (the embedded database's one connection is not held meanwhile);
 * a change of the issue in between (matched by another run, deleted) leaves its pages to the next run.
 */
async function matchAgain(context: AppContext) {
  const issue = await findNextMatching(context.db);
  if (!issue?.matchFromPage) return false;
  const from = issue.matchFromPage;
  const to = Math.min(issue.pageCount, from + pagesPerMatching - 1);
  const pages = await pageTexts(context.db, issue.id, from, to);
  const clues = await cluesOfPages(pages.map((page) => page.text)).catch((error: unknown) => {
    context.log.error({ err: error, issueId: issue.id }, "archive issue's pages could not be matched again");
    return null;
  });
  // The office may ask again; a failure that would fail every minute is not kept asking.
  if (!clues) {
    await updateIssue(context.db, issue.id, { matchFromPage: null, updatedAt: context.now() });
    return true;
  }
  await context.db.transaction(async (tx) => {
    if ((await lockIssue(tx, issue.id))?.matchFromPage !== from) return;
    for (const [index, page] of pages.entries()) {
      const found = clues[index];
      if (found) await insertFoundMentions(tx, issue.id, page.pageNo, found, context.now());
    }
    await updateIssue(tx, issue.id, {
      matchFromPage: to < issue.pageCount ? to + 1 : null,
      updatedAt: context.now(),
    });
  });
  return true;
}

/** Reads the issue's pages from where it stopped; false when the run's time was up first. */
async function readIssue(context: AppContext, storage: FileStorage, issue: IssueRow, timeUp: () => boolean) {
  try {
    return await withTemporaryPdf({ storage, key: issue.fileKey }, async (file) => {
      for (let from = issue.pagesDone + 1; from <= issue.pageCount; from += pagesPerBatch) {
        if (timeUp()) return false;
        const to = Math.min(issue.pageCount, from + pagesPerBatch - 1);
        await storeBatch(context, storage, issue, await readPdfPages(file, from, to));
      }
      await updateIssue(context.db, issue.id, { status: "ready", updatedAt: context.now() });
      context.log.info({ issueId: issue.id, pages: issue.pageCount }, "archive issue read");
      return true;
    });
  } catch (error) {
    context.log.error({ err: error, issueId: issue.id }, "archive issue could not be read");
    await failIssue(context, issue.id, archiveMessages.readFailed);
    return true;
  }
}

async function storeBatch(
  context: AppContext,
  storage: FileStorage,
  issue: IssueRow,
  pages: Awaited<ReturnType<typeof readPdfPages>>,
) {
  for (const page of pages) {
    await storage.put(
      pageImageKey(issue.fileKey, page.pageNo, "image"),
      Buffer.from(page.image),
      "image/webp",
    );
    await storage.put(
      pageImageKey(issue.fileKey, page.pageNo, "thumbnail"),
      Buffer.from(page.thumbnail),
      "image/webp",
    );
  }
  const last = pages.at(-1)?.pageNo ?? issue.pagesDone;
  await context.db.transaction(async (tx) => {
    await savePages(
      tx,
      pages.map((page) => ({
        issueId: issue.id,
        pageNo: page.pageNo,
        text: page.text,
        ocr: page.ocr,
        imageKey: pageImageKey(issue.fileKey, page.pageNo, "image"),
        thumbnailKey: pageImageKey(issue.fileKey, page.pageNo, "thumbnail"),
      })),
    );
    await addWords(tx, [...new Set(pages.flatMap((page) => page.clues.vocabulary))]);
    for (const page of pages) await insertFoundMentions(tx, issue.id, page.pageNo, page.clues, context.now());
    // A batch stored is progress: the run's count starts again.
    await updateIssue(tx, issue.id, { pagesDone: last, attempts: 1, updatedAt: context.now() });
  });
}

async function failIssue(context: AppContext, id: number, error: string) {
  await updateIssue(context.db, id, { status: "failed", error, updatedAt: context.now() });
}
