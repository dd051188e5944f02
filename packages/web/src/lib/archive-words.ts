import type { ArchiveIssueSummary } from "@club/domain/archive.schema";
import { dayOfMoment } from "./club-clock.ts";

// Issue 45: an issue of the club's publications and its pages, named the same way by the archive's pages and by a
// car's history.

/** "The Classic Car, Spring 1968". */
export function issueName(issue: Pick<ArchiveIssueSummary, "publication" | "title">): string {
  return `${issue.publication}, ${issue.title}`;
}

/** "Volume XII, number 3, 1968-03-01": what the cover prints, then the issue's day. */
export function issueFacts(issue: ArchiveIssueSummary): string {
  return [
    issue.volume ? `Volume ${issue.volume}` : null,
    issue.number ? `number ${issue.number}` : null,
    dayOfMoment(issue.issueDate),
  ]
    .filter(Boolean)
    .join(", ");
}

/** "Page 3 of The Classic Car, Spring 1968": a page's picture described. */
export function pageOfIssue(page: number, issue: ArchiveIssueSummary): string {
  return `Page ${page} of ${issueName(issue)}`;
}

/** Where a page of an issue is read in the portal. */
export function archivePagePath(issueId: number, page: number): string {
  return `/my-profile/member-resources/archive/${issueId}/${page}`;
}
