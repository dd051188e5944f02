import type { ArchiveIssueSummary, ArchiveMention, OfficeArchiveIssue } from "@club/domain/archive.schema";

/** An issue of the club's magazine as the office's archive lists it (issue 45): read, searchable, members only. */
export function officeArchiveIssueFixture(overrides: Partial<OfficeArchiveIssue> = {}): OfficeArchiveIssue {
  return {
    id: 12,
    publication: "The Classic Car",
    title: "Spring 1968",
    volume: "XVI",
    number: "1",
    issueDate: "1968-03-01",
    membersOnly: true,
    fileName: "classic-car-1968-spring.pdf",
    fileBytes: 18_400_000,
    status: "ready",
    progress: { done: 64, total: 64 },
    ocrPages: 64,
    error: null,
    mentions: { pending: 2, confirmed: 1 },
    createdAt: "2026-11-30T15:00:00.000Z",
    ...overrides,
  };
}

export const archiveIssueSummaryFixture: ArchiveIssueSummary = {
  id: 12,
  publication: "The Classic Car",
  title: "Spring 1968",
  volume: "XVI",
  number: "1",
  issueDate: "1968-03-01",
  membersOnly: true,
  pageCount: 64,
};

/** A page of that issue found naming a car by its serial number, waiting for a decision the office may take. */
export function archiveMentionFixture(overrides: Partial<ArchiveMention> = {}): ArchiveMention {
  return {
    id: 40,
    vehicleId: 301,
    car: "1930 Packard 745 Roadster",
    issue: archiveIssueSummaryFixture,
    page: 12,
    foundBy: "serial",
    status: "pending",
    thumbnailUrl: "/api/v1/archive/issues/12/pages/12/thumbnail?expires=1&signature=x",
    canDecide: true,
    ...overrides,
  };
}
