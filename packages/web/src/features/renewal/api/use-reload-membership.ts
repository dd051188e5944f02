import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { queryKeys } from "../../../api/query-keys.ts";

/**
 * spec §4: after a paid renewal, member info and membership details (and the Renew button, and the one-tap
 * renewal's quote) are reloaded.
 */
export function useReloadMembership(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const queryKey of [
      queryKeys.profile,
      queryKeys.membershipDetails,
      queryKeys.renewData,
      queryKeys.renewalQuote,
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [queryClient]);
}
