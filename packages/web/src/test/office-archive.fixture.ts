import type { ArchiveMention, OfficeArchiveIssue } from "@club/domain/archive.schema";
import { pendingMention, springIssue } from "./archive.fixture.ts";

// Issue 45: the archive as the office's pages read it, from the members' fixtures (archive.fixture.ts).

/** The spring issue of the magazine as the office's list shows it: read, searchable, members only. */
export function officeArchiveIssueFixture(overrides: Partial<OfficeArchiveIssue> = {}): OfficeArchiveIssue {
  const { pageCount, ...issue } = springIssue;
  return {
    ...issue,
    fileName: "classic-car-1968-spring.pdf",
    fileBytes: 18_400_000,
    status: "ready",
    progress: { done: pageCount, total: pageCount },
    ocrPages: pageCount,
    error: null,
    mentions: { pending: 2, confirmed: 1 },
    findingCars: null,
    createdAt: "2026-11-30T15:00:00.000Z",
    ...overrides,
  };
}

/** A page of that issue found naming a Packard by its serial number, waiting for a decision the office may take. */
export function archiveMentionFixture(overrides: Partial<ArchiveMention> = {}): ArchiveMention {
  return {
    ...pendingMention,
    id: 40,
    vehicleId: 301,
    car: "1930 Packard 745 Roadster",
    page: 12,
    thumbnailUrl: "/api/v1/archive/issues/7/pages/12/thumbnail?expires=1&signature=x",
    ...overrides,
  };
}
