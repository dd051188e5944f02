import { renewDataSchema } from "@club/domain/renewal.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** GET /api/v1/members/renew_data: the renewal window, the Renew button's state and last year's selections. */
/** Fresh for half a minute, like membership details (api/use-membership-details.ts); a paid renewal reloads it. */
export const renewDataQuery = queryOptions({
  queryKey: queryKeys.renewData,
  queryFn: () => apiRequest("/members/renew_data", renewDataSchema),
  staleTime: 30_000,
});

export function useRenewData() {
  return useQuery(renewDataQuery);
}
