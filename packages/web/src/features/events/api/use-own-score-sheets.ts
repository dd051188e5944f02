import { ownScoreSheetsSchema } from "@club/domain/judging.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/**
 * GET /api/v1/registrations/{id}/score_sheets: the member's car's sheets at a judged meet, with its score and award,
 * once the results are published (issue 29); 422 before, 404 for a car not entered. Kept under the registrations,
 * so reloading them after a change asks again.
 */
export function useOwnScoreSheets(registrationId: number) {
  return useQuery({
    queryKey: [...queryKeys.registrations, registrationId, "score-sheets"],
    queryFn: () => apiRequest(`/registrations/${registrationId}/score_sheets`, ownScoreSheetsSchema),
  });
}
