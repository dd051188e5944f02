import { queryKeys } from "../../../api/query-keys.ts";

// Issue 29: the office's judging queries. Their keys start with the office's, so the office's own invalidation
// reaches them too.
export const officeJudgingKeys = {
  all: [...queryKeys.office, "judging"] as const,
  judges: [...queryKeys.office, "judging", "judges"] as const,
  member: (memberNo: number) => [...queryKeys.office, "judging", "member", memberNo] as const,
  setup: (eventId: number) => [...queryKeys.office, "judging", "setup", eventId] as const,
  entrants: (eventId: number) => [...queryKeys.office, "judging", "entrants", eventId] as const,
  results: (eventId: number) => [...queryKeys.office, "judging", "results", eventId] as const,
  sheets: (entryId: number) => [...queryKeys.office, "judging", "sheets", entryId] as const,
};
