import { profileSchema } from "@club/domain/member.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

export function useProfile() {
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: () => apiRequest("/members/profile", profileSchema),
  });
}
