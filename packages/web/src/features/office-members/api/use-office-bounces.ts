import { bounceListSchema } from "@club/domain/mail-bounce.schema";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { toQueryString } from "../../../api/query-string.ts";

// Addresses whose mail server refused the club's mail for good (issue 15). The key starts with the office's, so the
// office's invalidation reaches it.
const officeBouncesKey = [...queryKeys.office, "bounces"] as const;

/** GET /api/v1/office/bounces: a page of bouncing addresses, the latest first, with each one's member. */
export function useOfficeBounces(page: number) {
  return useQuery({
    queryKey: [...officeBouncesKey, page],
    queryFn: () => apiRequest(`/office/bounces${toQueryString({ page })}`, bounceListSchema),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /api/v1/office/bounces/clear (204): bulk mail goes to the address again. The list, the member's record and
 * the audit trail load again.
 */
export function useClearBounce() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: string) =>
      apiRequest("/office/bounces/clear", z.undefined(), { method: "POST", body: { address } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.office }),
  });
}
