import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { queryKeys } from "../../../api/query-keys.ts";

/**
 * Issue 28: a registration made, paid, accepted or cancelled moves between the lists and changes the places left;
 * the events and the member's payments are loaded again.
 */
export function useReloadEvents(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const queryKey of [queryKeys.events, queryKeys.memberPayments]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [queryClient]);
}
