import type { JudgingAssignment } from "@club/domain/judging.schema";

export type SheetStatus = "refused" | "unsent" | "saved" | "not-started";

/** Where a car's sheet stands: refused by the server, saved on this phone only, saved on the server, or not begun. */
export function sheetStatus(assignment: JudgingAssignment, queued: boolean, refused: boolean): SheetStatus {
  if (refused) return "refused";
  if (queued) return "unsent";
  return assignment.sheet ? "saved" : "not-started";
}

export const sheetStatusWords: Record<SheetStatus, string> = {
  refused: "Not accepted: open it to see why",
  unsent: "Saved on this phone, not yet sent",
  saved: "Saved",
  "not-started": "Not started",
};

export const sheetStatusColors: Record<SheetStatus, string> = {
  refused: "red",
  unsent: "yellow",
  saved: "green",
  "not-started": "gray",
};
