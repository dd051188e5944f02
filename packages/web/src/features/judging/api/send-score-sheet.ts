import { type ScoreSheetInput, scoreSheetSchema } from "@club/domain/judging.schema";
import { apiRequest } from "../../../api/client.ts";

/**
 * PUT /api/v1/judging/sheets/{entry_id}: the judge's sheet for one car, saved over their earlier one, so sending it
 * twice leaves one sheet. The deductions are keyed by the form's category names, which go as they are.
 */
export function sendScoreSheet(entryId: number, sheet: ScoreSheetInput) {
  return apiRequest(`/judging/sheets/${entryId}`, scoreSheetSchema, {
    method: "PUT",
    body: sheet,
    keepKeysUnder: ["deductions"],
  });
}
