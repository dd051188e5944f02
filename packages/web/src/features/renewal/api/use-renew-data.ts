import { renewDataSchema } from "@club/domain/renewal.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** GET /api/v1/members/renew_data: the renewal window, the Renew button's state and last year's selections. */
export function useRenewData() {
  return useQuery({
    queryKey: queryKeys.renewData,
    queryFn: () => apiRequest("/members/renew_data", renewDataSchema),
  });
}
