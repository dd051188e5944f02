import type { ClaimList } from "@club/domain/claim.schema";
import type { ImportPreview, ImportView } from "@club/domain/import.schema";

// A roster import (issue 16) as the API returns it, for tests: a members file exported by another system, whose
// column names the server has mapped (all but "Alt Email"), not previewed yet.
export function importFixture(overrides: Partial<ImportView> = {}): ImportView {
  return {
    id: 7,
    fileName: "roster-export.csv",
    status: "uploaded",
    columns: [
      "Member ID",
      "Given Name",
      "Surname",
      "E-mail Address",
      "Alt Email",
      "Expiration Date",
      "Phone",
    ],
    mapping: {
      "Member ID": "memberNo",
      "Given Name": "firstName",
      Surname: "lastName",
      "E-mail Address": "email",
      "Alt Email": null,
      "Expiration Date": "duesExpire",
      Phone: "residentialPhone",
    },
    sample: [
      ["1001", "Arthur", "Pemberton", "arthur@example.org", "", "12/31/2026", "555-0101"],
      ["1002", "Beatrice", "Okafor", "", "bea@example.net", "2026-12-31", "555-0102"],
      ["1003", "Cyril", "Vance", "cyril@example.org", "", "2027-06-30", ""],
    ],
    rows: 20_000,
    cars: null,
    summary: null,
    progress: { done: 0, total: 0 },
    error: null,
    createdAt: "2026-11-20T14:05:00.000Z",
    resumedAt: null,
    committedAt: null,
    undoneAt: null,
    carsKept: 0,
    invitations: { queued: 0, sent: 0, claimed: 0, letters: 0 },
    ...overrides,
  };
}

/**
 * What committing the fixture's file would do: one bad date, one duplicate, eight members matched of whom one has
 * a new city (the server counts the seven left as they are apart from the one changed).
 */
export const importPreviewFixture: ImportPreview = {
  summary: {
    new: 19_990,
    matched: 7,
    changed: 1,
    rejected: 1,
    duplicates: 1,
    carsNew: 0,
    carsRejected: 0,
    carsMatched: 0,
    ownersAdded: 0,
  },
  rejected: [
    { sheet: "members", row: 14, reasons: ['Dues expire: "31/31/2026" is not a date'] },
    { sheet: "members", row: 22, reasons: ["Duplicate of row 3 (member number 1003)"] },
  ],
  changes: [
    {
      row: 5,
      memberNo: 1005,
      name: "Dorothy Hale",
      fields: [{ field: "city", before: "Springfield", after: "Shelbyville" }],
    },
  ],
  matchedCars: [],
};

/** The fixture's summary once committed. */
export const importSummaryFixture = importPreviewFixture.summary;

export const claimListFixture: ClaimList = {
  results: [
    {
      memberId: 501,
      memberNo: 1001,
      name: "Arthur Pemberton",
      email: "arthur@example.org",
      channel: "email",
      sentAt: "2026-11-21T10:00:00.000Z",
      expiresAt: "2026-12-21T10:00:00.000Z",
      claimedAt: "2026-11-21T12:30:00.000Z",
    },
    {
      memberId: 502,
      memberNo: 1002,
      name: "Beatrice Okafor",
      email: "",
      channel: "letter",
      sentAt: null,
      expiresAt: null,
      claimedAt: null,
    },
  ],
  page: 1,
  pageSize: 50,
  total: 2,
};
