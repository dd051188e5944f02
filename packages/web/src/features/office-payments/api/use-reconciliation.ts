import { reconciliationSchema } from "@club/domain/region-money.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

const reconciliationKey = [...queryKeys.office, "reconciliation"] as const;
/** How often the page asks again while a check it started is not done yet. */
const checkRefreshMs = 1000;

/**
 * GET /api/v1/office/reconciliation (issue 42), read again every second from the moment the office asks for a check
 * until a check newer than the one shown has finished.
 */
export function useReconciliation() {
  const queryClient = useQueryClient();
  const [waitingSince, setWaitingSince] = useState<string | null | undefined>(undefined);
  const query = useQuery({
    queryKey: reconciliationKey,
    queryFn: () => apiRequest("/office/reconciliation", reconciliationSchema.nullable()),
    refetchInterval: (current) => {
      if (waitingSince === undefined) return false;
      const latest = current.state.data;
      const newer = latest && latest.startedAt !== waitingSince && latest.status !== "running";
      return newer ? false : checkRefreshMs;
    },
  });
  const check = useMutation({
    mutationFn: () => apiRequest("/office/reconciliation", reconciliationSchema, { method: "POST" }),
    onMutate: () => setWaitingSince(query.data?.startedAt ?? null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reconciliationKey }),
  });
  const latest = query.data;
  const checking =
    check.isPending ||
    (waitingSince !== undefined &&
      (!latest || latest.startedAt === waitingSince || latest.status === "running"));
  return { query, check, checking };
}
