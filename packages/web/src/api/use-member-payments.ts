import { memberPaymentsSchema } from "@club/domain/member-payments.schema";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiRequest } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

/** What the signed-in member owes now and what they paid (issue 25). */
export function useMemberPayments() {
  return useQuery({
    queryKey: queryKeys.memberPayments,
    queryFn: () => apiRequest("/members/payments", memberPaymentsSchema),
  });
}

/**
 * spec §4: after a payment (a renewal, a join paid later, what was owed) the membership it bought, member info, the
 * Renew button, the one-tap renewal's quote and the payments list all changed: they are loaded again.
 */
export function useReloadAfterPayment(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const queryKey of [
      queryKeys.profile,
      queryKeys.membershipDetails,
      queryKeys.renewData,
      queryKeys.renewalQuote,
      queryKeys.memberPayments,
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [queryClient]);
}
