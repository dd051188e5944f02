import {
  type ArchivePageView,
  type ArchiveSearchQuery,
  type ArchiveSearchReply,
  archiveMessages,
  archivePageSize,
} from "@club/domain/archive.schema";
import { carNumbersShown, viewerOf } from "@club/domain/member-visibility.rules";
import { AppError } from "../../lib/app-error.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { readsMembersOnly } from "../policy/policy.ts";
import {
  confirmedMentionsOfPage,
  findIssue,
  findPage,
  type IssueRow,
  listPublications,
  nearestWord,
  pageHeadlines,
  type SearchFilter,
  searchPages,
} from "./archive.repository.ts";
import {
  type ArchiveContext,
  issueFilePath,
  issueSummary,
  pageImagePath,
  signedPageImage,
  snippetParts,
} from "./archive-view.ts";

// Issue 45: reading the archive. Public issues are everyone's, signed in or not; members-only ones are read by
// members in good standing and the office (the policy's `readsMembersOnly`); to anyone else they are not there (404).

const issueNotFound = () => new AppError("not_found", { id: [archiveMessages.notFound] });

/** The issue if the reader may read it, searchable (read whole by the job). */
async function readableIssue(context: ArchiveContext, session: SessionContext | null, id: number) {
  const issue = await findIssue(context.db, id);
  if (!issue || (issue.membersOnly && !readsMembersOnly(session))) throw issueNotFound();
  if (issue.status !== "ready") throw new AppError("issue_not_ready", { id: [archiveMessages.notReady] });
  return issue;
}

/** GET /archive/search: ranked pages with their snippets; the archive's nearest spellings when nothing matched. */
export async function searchArchive(
  context: ArchiveContext,
  session: SessionContext | null,
  query: ArchiveSearchQuery,
): Promise<ArchiveSearchReply> {
  const filter: SearchFilter = { ...query, membersToo: readsMembersOnly(session) };
  const publications = await listPublications(context.db, filter.membersToo);
  const reply = { page: query.page, pageSize: archivePageSize, publications };
  if (!query.q) return { ...reply, results: [], total: 0, spelledAs: null };
  let words = query.q;
  let rows = await searchPages(context.db, words, filter, query.page);
  let spelledAs: string | null = null;
  if (rows.length === 0 && query.page === 1) {
    const respelled = await respell(context, words);
    if (respelled) {
      rows = await searchPages(context.db, respelled, filter, query.page);
      if (rows.length > 0) [words, spelledAs] = [respelled, respelled];
    }
  }
  const headlines = await pageHeadlines(
    context.db,
    words,
    rows.map((row) => ({ issueId: row.issue.id, pageNo: row.pageNo })),
  );
  return {
    ...reply,
    total: rows[0]?.total ?? 0,
    spelledAs,
    results: await Promise.all(
      rows.map(async (row) => ({
        issue: issueSummary(row.issue),
        page: row.pageNo,
        snippet: snippetParts(headlines.get(`${row.issue.id}:${row.pageNo}`) ?? ""),
        thumbnailUrl: await signedPageImage(
          context,
          { issueId: row.issue.id, pageNo: row.pageNo },
          "thumbnail",
          row.thumbnailKey,
        ),
      })),
    ),
  };
}

/** The words typed, each word the archive does not hold replaced by its nearest; null when none was replaced. */
async function respell(context: ArchiveContext, words: string): Promise<string | null> {
  let changed = false;
  const parts = await Promise.all(
    words.split(/(\p{L}{3,})/u).map(async (part, index) => {
      if (index % 2 === 0) return part;
      const nearest = await nearestWord(context.db, part.toLowerCase());
      if (!nearest || nearest === part.toLowerCase()) return part;
      changed = true;
      return nearest;
    }),
  );
  return changed ? parts.join("") : null;
}

/** GET /archive/issues/{id}. */
export async function readIssueSummary(context: ArchiveContext, session: SessionContext | null, id: number) {
  const issue = await readableIssue(context, session, id);
  return issueSummary(issue);
}

/** GET /archive/issues/{id}/pages/{page}: the page's picture, words and PDF link, and the cars it is confirmed on. */
export async function readPage(
  context: ArchiveContext,
  session: SessionContext | null,
  issueId: number,
  pageNo: number,
): Promise<ArchivePageView> {
  const issue = await readableIssue(context, session, issueId);
  const page = await findPage(context.db, issueId, pageNo);
  if (!page) throw new AppError("not_found", { page: [archiveMessages.pageNotFound] });
  const cars = readsMembersOnly(session) ? await confirmedMentionsOfPage(context.db, issueId, pageNo) : [];
  return {
    issue: issueSummary(issue),
    page: pageNo,
    text: page.text,
    ocr: page.ocr,
    imageUrl: await signedPageImage(context, page, "image", page.imageKey),
    pdfUrl: `${await context.signer.sign(issueFilePath(issueId))}#page=${pageNo}`,
    cars: cars
      .filter((car) => car.foundBy !== "serial" || carNumbersShown(viewerOf(session, car.ownerId), car))
      .map((car) => ({ vehicleId: car.vehicleId, car: car.car })),
  };
}

/** GET /archive/files/{id} by signed URL: the issue's PDF. */
export async function readIssueFile(
  context: ArchiveContext,
  id: number,
  link: { expires: number; signature: string },
) {
  await context.signer.requireValid(issueFilePath(id), link.expires, link.signature);
  const issue = await findIssue(context.db, id);
  if (!issue) throw issueNotFound();
  return { issue, body: await stored(context, issue, issue.fileKey) };
}

/** GET /archive/page_images/{id}/{page}/{variant} by signed URL: a page's picture. */
export async function readPageImage(
  context: ArchiveContext,
  request: { id: number; page: number; variant: "image" | "thumbnail"; expires: number; signature: string },
) {
  await context.signer.requireValid(
    pageImagePath(request.id, request.page, request.variant),
    request.expires,
    request.signature,
  );
  const issue = await findIssue(context.db, request.id);
  const page = issue && (await findPage(context.db, request.id, request.page));
  const key = request.variant === "image" ? page?.imageKey : page?.thumbnailKey;
  if (!issue || !key) throw issueNotFound();
  return stored(context, issue, key);
}

async function stored(context: ArchiveContext, issue: IssueRow, key: string) {
  const body = await context.storage.read(key);
  if (!body) {
    context.log.error({ issueId: issue.id, key }, "an archive file is missing from storage");
    throw issueNotFound();
  }
  return body;
}
