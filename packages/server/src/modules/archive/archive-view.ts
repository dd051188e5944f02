import type {
  ArchiveIssueSummary,
  ArchiveMention,
  OfficeArchiveIssue,
  SnippetPart,
} from "@club/domain/archive.schema";
import type { AppContext } from "../../lib/app-context.ts";
import type { UrlSigner } from "../files/signed-urls.ts";
import type { FileStorage } from "../files/storage.ts";
import {
  hitEnd,
  hitStart,
  type IssueSummaryRow,
  type MentionListRow,
  type OfficeIssueRow,
} from "./archive.repository.ts";

// Issue 45: the archive's rows as the API shows them: pictures and the PDF by signed URLs (an <img> or a new tab
// carries no bearer token), snippets as parts with the matched words marked (never HTML).

/** What the archive's routes need beside the app: the files' storage and the URL signer. */
export interface ArchiveContext extends AppContext {
  storage: FileStorage;
  signer: UrlSigner;
}

export const issueFilePath = (issueId: number) => `/api/v1/archive/files/${issueId}`;
export const pageImagePath = (issueId: number, pageNo: number, variant: "image" | "thumbnail") =>
  `/api/v1/archive/page_images/${issueId}/${pageNo}/${variant}`;

/** The issue as readers see it: its facts, never its file's key or its reading's state. */
export function issueSummary(row: IssueSummaryRow): ArchiveIssueSummary {
  const { id, publication, title, volume, number, issueDate, membersOnly, pageCount } = row;
  return { id, publication, title, volume, number, issueDate, membersOnly, pageCount };
}

export function officeIssueView(row: OfficeIssueRow): OfficeArchiveIssue {
  return {
    id: row.id,
    publication: row.publication,
    title: row.title,
    volume: row.volume,
    number: row.number,
    issueDate: row.issueDate,
    membersOnly: row.membersOnly,
    fileName: row.fileName,
    fileBytes: row.fileBytes,
    status: row.status,
    progress: { done: row.pagesDone, total: row.pageCount },
    ocrPages: row.ocrPages,
    error: row.error,
    mentions: { pending: row.pendingMentions, confirmed: row.confirmedMentions },
    findingCars: row.matchFromPage === null ? null : { done: row.matchFromPage - 1, total: row.pageCount },
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page's picture by a URL signed for an hour; null when the page has none stored. */
export async function signedPageImage(
  context: ArchiveContext,
  page: { issueId: number; pageNo: number },
  variant: "image" | "thumbnail",
  key: string | null,
) {
  return key ? context.signer.sign(pageImagePath(page.issueId, page.pageNo, variant)) : null;
}

export async function mentionView(
  context: ArchiveContext,
  row: MentionListRow,
  canDecide: boolean,
): Promise<ArchiveMention> {
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    car: row.car,
    issue: issueSummary(row.issue),
    page: row.pageNo,
    foundBy: row.foundBy,
    status: row.status,
    thumbnailUrl: await signedPageImage(
      context,
      { issueId: row.issue.id, pageNo: row.pageNo },
      "thumbnail",
      row.thumbnailKey,
    ),
    canDecide: canDecide && row.status === "pending",
  };
}

/** A headline of ts_headline, its matched words between the marks, as parts. */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [index, piece] of headline.split(hitStart).entries()) {
    const [hit, rest] = index === 0 ? [undefined, piece] : splitOnce(piece, hitEnd);
    if (hit) parts.push({ text: hit, hit: true });
    if (rest) parts.push({ text: rest.replace(/\s+/g, " "), hit: false });
  }
  return parts;
}

function splitOnce(text: string, mark: string): [string, string] {
  const at = text.indexOf(mark);
  return at < 0 ? [text, ""] : [text.slice(0, at), text.slice(at + mark.length)];
}
