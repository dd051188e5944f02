import { judgeSchema } from "@club/domain/judging.schema";
import { useQuery } from "@tanstack/react-query";
import { ApiError } from "../../../api/api-error.ts";
import { apiRequest } from "../../../api/client.ts";
import { judgingKeys } from "./judging-keys.ts";

/**
 * GET /api/v1/judging/me: the member's record as a judge, or null when they are not on the judges' roster (404).
 * Not asked while `enabled` is false (a renewal link's session, which may not ask it).
 */
export function useJudge(enabled = true) {
  return useQuery({
    queryKey: judgingKeys.judge,
    enabled,
    queryFn: async () => {
      try {
        return await apiRequest("/judging/me", judgeSchema);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}
