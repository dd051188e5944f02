import type {
  ArchiveIssueSummary,
  ArchiveMention,
  ArchivePageView,
  ArchiveSearchReply,
  ArchiveSearchResult,
} from "@club/domain/archive.schema";

// Issue 45: the archive as its API replies, for tests: a spring issue of the magazine, a page of it found by a search,
// the page to read, and a mention of the history fixture's Duesenberg (vehicle 31) on it.
export const springIssue: ArchiveIssueSummary = {
  id: 7,
  publication: "The Classic Car",
  title: "Spring 1968",
  volume: "XVI",
  number: "1",
  issueDate: "1968-03-01",
  membersOnly: true,
  pageCount: 48,
};

export const duesenbergResult: ArchiveSearchResult = {
  issue: springIssue,
  page: 3,
  snippet: [
    { text: "the ", hit: false },
    { text: "Duesenberg", hit: true },
    { text: " Model J, serial 2405, shown at Elkhart Lake", hit: false },
  ],
  thumbnailUrl: "/api/v1/archive/issues/7/pages/3/thumbnail?expires=1&signature=a",
};

export const archiveReply = (
  results: ArchiveSearchResult[],
  more: Partial<ArchiveSearchReply> = {},
): ArchiveSearchReply => ({
  results,
  page: 1,
  pageSize: 20,
  total: results.length,
  spelledAs: null,
  publications: ["The Classic Car", "The Bulletin"],
  ...more,
});

export const pageThreeView: ArchivePageView = {
  issue: springIssue,
  page: 3,
  text: "The Duesenberg Model J, serial 2405, shown at Elkhart Lake by its owner.",
  ocr: true,
  imageUrl: "/api/v1/archive/issues/7/pages/3/image?expires=1&signature=a",
  pdfUrl: "/api/v1/archive/issues/7/file?expires=1&signature=a#page=3",
  cars: [{ vehicleId: 31, car: "1931 Duesenberg Model J" }],
};

export const pendingMention: ArchiveMention = {
  id: 90,
  vehicleId: 31,
  car: "1931 Duesenberg Model J",
  issue: springIssue,
  page: 3,
  foundBy: "serial",
  status: "pending",
  thumbnailUrl: "/api/v1/archive/issues/7/pages/3/thumbnail?expires=1&signature=a",
  canDecide: true,
};
