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

/** After a payment: the membership it bought, the renewal button and the payments list all changed. */
export function useReloadAfterPayment(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const queryKey of [
      queryKeys.profile,
      queryKeys.membershipDetails,
      queryKeys.renewData,
      queryKeys.memberPayments,
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [queryClient]);
}
