import { meetResultsSchema } from "@club/domain/judging.schema";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { downloadFile } from "../../../api/download-file.ts";
import { queryKeys } from "../../../api/query-keys.ts";

// Issue 29: a meet's published results per class, and their PDF for the club's magazine.

/**
 * GET /api/v1/events/{id}/results: 404 until the office publishes them. Kept under the events, so a change to an
 * event reloads them.
 */
export function useMeetResults(eventId: number) {
  return useQuery({
    queryKey: [...queryKeys.events, "results", eventId],
    queryFn: () => apiRequest(`/events/${eventId}/results`, meetResultsSchema),
  });
}

/** GET /api/v1/events/{id}/results.pdf, saved under the name the server gives. */
export function useDownloadMeetResults(eventId: number) {
  return useMutation({
    mutationFn: () => downloadFile(`/events/${eventId}/results.pdf`, `results-${eventId}.pdf`),
  });
}
