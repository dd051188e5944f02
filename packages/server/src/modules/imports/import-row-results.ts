import type { RowResult } from "./imports.repository.ts";

// What the preview or the commit made of each row, as the JSON the repository's update reads a page at a time.
// Plain code: the preview's worker thread (issue 41) writes the pages, so the thread answering members only passes
// strings on.

/** Rows a statement: each page is one JSON parameter, a short update on PGlite too (issue 41: it holds the thread). */
export const rowResultsPageSize = 500;

export function rowResultPages(rows: RowResult[]): string[] {
  const pages: string[] = [];
  for (let start = 0; start < rows.length; start += rowResultsPageSize) {
    pages.push(
      JSON.stringify(
        rows.slice(start, start + rowResultsPageSize).map((row) => ({
          id: row.id,
          outcome: row.outcome,
          reasons: row.reasons,
          member_id: row.memberId,
          vehicle_id: row.vehicleId,
          created: row.created,
          before: row.before,
        })),
      ),
    );
  }
  return pages;
}
