import type { BallotChoices } from "@club/domain/election-ballot.schema";
import { rollSchema } from "@club/domain/election-roll.schema";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiFetch, apiRequest } from "../../api/client.ts";
import { fileNameFrom } from "../../lib/file-name-from.ts";
import { saveFile } from "../../lib/save-file.ts";

// Issue 46: the office's calls for an election's voting: its roll, its paper ballots printed, a returned paper keyed.

const rollKey = (electionId: number) => ["office", "elections", electionId, "roll"] as const;

/** GET /api/v1/office/elections/{id}/roll: the voters (filtered by a name or number), the counts and the ballot. */
export function useRoll(electionId: number, search: string) {
  return useQuery({
    queryKey: [...rollKey(electionId), search],
    placeholderData: keepPreviousData,
    queryFn: () =>
      apiRequest(
        `/office/elections/${electionId}/roll${search ? `?search=${encodeURIComponent(search)}` : ""}`,
        rollSchema,
      ),
  });
}

/** POST /api/v1/office/elections/{id}/paper-ballots: the PDF, saved; each voter printed for gets a new code. */
export function usePrintPaperBallots(electionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { memberNos: number[] } | { readersOnPaper: true }) => {
      const response = await apiFetch(`/office/elections/${electionId}/paper-ballots`, {
        method: "POST",
        body,
      });
      const fileName =
        fileNameFrom(response.headers.get("Content-Disposition")) ??
        `election-${electionId}-paper-ballots.pdf`;
      saveFile(await response.blob(), fileName);
      return fileName;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rollKey(electionId) }),
  });
}

/** POST /api/v1/office/elections/{id}/paper-ballots/key: a returned paper's choices, by its code. */
export function useKeyPaperBallot(electionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyed: BallotChoices & { code: string }) =>
      apiRequest(`/office/elections/${electionId}/paper-ballots/key`, z.unknown(), {
        method: "POST",
        body: keyed,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rollKey(electionId) }),
  });
}
