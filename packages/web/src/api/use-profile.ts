import { ownProfileSchema } from "@club/domain/own-profile.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

/**
 * The member's own profile changes only through this app, which replaces or reloads it then (sign-in, saving the
 * form, a renewal): the profile layout and the page inside it share one request instead of each asking again.
 */
const profileStaleMs = 5 * 60_000;

export const profileQuery = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: () => apiRequest("/members/profile", ownProfileSchema),
  staleTime: profileStaleMs,
});

export function useProfile() {
  return useQuery(profileQuery);
}
