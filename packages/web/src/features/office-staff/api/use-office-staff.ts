import {
  type StaffInput,
  staffAddedSchema,
  staffListSchema,
  staffMemberSchema,
} from "@club/domain/office-staff.schema";
import type { OfficeRole } from "@club/domain/own-profile.schema";
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

// The office's own accounts (issue 14, office administrators). The key starts with the office's, so the office's
// invalidation reaches it.
export const officeStaffKey = [...queryKeys.office, "staff"] as const;

/** GET /api/v1/office/staff?page=: the office accounts by name, a page at a time. */
export function useOfficeStaff(page: number) {
  return useQuery({
    queryKey: [...officeStaffKey, page],
    queryFn: () => apiRequest(`/office/staff?page=${page}`, staffListSchema),
    placeholderData: keepPreviousData,
  });
}

/**
 * After a change the staff list, the audit trail and the members' records load again; so does the signed-in
 * account's office session (its own second step may have been reset).
 */
function invalidateAfterStaffChange(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.office });
}

/** POST /api/v1/office/staff (201): the account with its role, and whether it was made just now. */
export function useAddStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffInput) => apiRequest("/office/staff", staffAddedSchema, { method: "POST", body }),
    onSuccess: () => invalidateAfterStaffChange(queryClient),
  });
}

/** PUT /api/v1/office/staff/{member_id}: another role. */
export function useChangeStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: number; role: OfficeRole }) =>
      apiRequest(`/office/staff/${memberId}`, staffMemberSchema, { method: "PUT", body: { role } }),
    onSuccess: () => invalidateAfterStaffChange(queryClient),
  });
}

/** DELETE /api/v1/office/staff/{member_id} (204): the role goes, the account stays. */
export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) =>
      apiRequest(`/office/staff/${memberId}`, z.undefined(), { method: "DELETE" }),
    onSuccess: () => invalidateAfterStaffChange(queryClient),
  });
}

/** POST /api/v1/office/staff/{member_id}/reset_two_factor: they set up a new authenticator at their next call. */
export function useResetStaffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) =>
      apiRequest(`/office/staff/${memberId}/reset_two_factor`, staffMemberSchema, { method: "POST" }),
    onSuccess: () => invalidateAfterStaffChange(queryClient),
  });
}
