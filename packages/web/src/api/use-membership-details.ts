import { membershipDetailsSchema } from "@club/domain/membership.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

export function useMembershipDetails() {
  return useQuery({
    queryKey: queryKeys.membershipDetails,
    queryFn: () => apiRequest("/members/membership_details", membershipDetailsSchema),
  });
}
