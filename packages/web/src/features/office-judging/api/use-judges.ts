import { type JudgeChange, type JudgeInput, judgeSchema } from "@club/domain/judging.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { fetchOfficeMembers } from "../../../office-kit/use-office-members.ts";
import { officeJudgingKeys } from "./judging-keys.ts";

// Issue 29: the judges' roster the office keeps.

/** GET /api/v1/office/judges: the roster by name, each judge with their level, seminars and meets judged. */
export function useJudges() {
  return useQuery({
    queryKey: officeJudgingKeys.judges,
    queryFn: () => apiRequest("/office/judges", z.array(judgeSchema)),
  });
}

/** The member a number names (the member search matches a number exactly); null when no member has it. */
export function useMemberByNumber(memberNo: number | null) {
  return useQuery({
    queryKey: officeJudgingKeys.member(memberNo ?? 0),
    queryFn: async () => {
      const found = await fetchOfficeMembers({
        q: String(memberNo),
        sort: "member_no",
        order: "asc",
        page: 1,
      });
      return found.results.find((row) => row.memberNo === memberNo) ?? null;
    },
    enabled: memberNo !== null,
  });
}

/** POST /api/v1/office/judges (201): the member on the roster; 422 at memberId for an unknown member or a judge. */
export function useAddJudge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JudgeInput) => apiRequest("/office/judges", judgeSchema, { method: "POST", body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: officeJudgingKeys.judges }),
  });
}

/** PUT /api/v1/office/judges/{id}: the judge's level and seminars. */
export function useChangeJudge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: JudgeChange }) =>
      apiRequest(`/office/judges/${id}`, judgeSchema, { method: "PUT", body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: officeJudgingKeys.judges }),
  });
}
