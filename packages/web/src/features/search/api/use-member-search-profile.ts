import { memberSearchProfileSchema } from "@club/domain/search.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** GET /api/v1/members/{memberNo}/search_profile: a member of the directory and their cars (spec §3). */
export function useMemberSearchProfile(memberNo: string) {
  return useQuery({
    queryKey: queryKeys.memberSearchProfile(memberNo),
    queryFn: () =>
      apiRequest(`/members/${encodeURIComponent(memberNo)}/search_profile`, memberSearchProfileSchema),
  });
}
