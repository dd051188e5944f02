import { officeMemberRecordSchema } from "@club/domain/office.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** GET /api/v1/office/members/{id}: the whole record the office works from. */
export function officeMemberQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.officeMember(id),
    queryFn: () => apiRequest(`/office/members/${id}`, officeMemberRecordSchema),
  });
}

export function useOfficeMember(id: number) {
  return useQuery(officeMemberQuery(id));
}
