import { officeSessionSchema } from "@club/domain/office.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/**
 * GET /api/v1/office/session: the office role, the name, and where the second factor stands. It changes only
 * through this app (verifying, enrolling) or a refusal, which update or reload it.
 */
export const officeSessionQuery = queryOptions({
  queryKey: queryKeys.officeSession,
  queryFn: () => apiRequest("/office/session", officeSessionSchema),
  staleTime: 5 * 60_000,
});

export function useOfficeSession() {
  return useQuery(officeSessionQuery);
}
