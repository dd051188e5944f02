import { officeSessionSchema } from "@club/domain/office.schema";
import type { OfficeAction } from "@club/domain/office-policies.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api/client.ts";
import { queryKeys } from "../api/query-keys.ts";

/**
 * GET /api/v1/office/session: the office role, the name, where the second factor stands, and what the role may do.
 * It changes only through this app (verifying, enrolling) or a refusal, which update or reload it.
 */
export const officeSessionQuery = queryOptions({
  queryKey: queryKeys.officeSession,
  queryFn: () => apiRequest("/office/session", officeSessionSchema),
  staleTime: 5 * 60_000,
});

export function useOfficeSession() {
  return useQuery(officeSessionQuery);
}

/**
 * Whether the server lets this session take a club-level action (issue 23: the server decides, the office shows or
 * hides from its answer); undefined until the session has loaded.
 */
export function useOfficePolicy(action: OfficeAction): boolean | undefined {
  return useOfficeSession().data?.policies[action];
}
