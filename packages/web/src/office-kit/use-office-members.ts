import { officeMemberListSchema, type officeMemberSorts } from "@club/domain/office.schema";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api/client.ts";
import { queryKeys } from "../api/query-keys.ts";
import { toQueryString } from "../api/query-string.ts";

export type OfficeMemberSort = (typeof officeMemberSorts)[number];
export type SortOrder = "asc" | "desc";

/** The office's member search as the URL keeps it (GET /api/v1/office/members). */
export interface OfficeMemberSearch {
  q?: string;
  status?: string;
  region?: string;
  sort: OfficeMemberSort;
  order: SortOrder;
  page: number;
}

export function fetchOfficeMembers(search: OfficeMemberSearch) {
  return apiRequest(`/office/members${toQueryString({ ...search })}`, officeMemberListSchema);
}

/** The members list: the last page stays on screen (marked busy) while another sort or page loads. */
export function useOfficeMembers(search: OfficeMemberSearch | null) {
  return useQuery({
    queryKey: queryKeys.officeMembers(search),
    queryFn: () => fetchOfficeMembers(search as OfficeMemberSearch),
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });
}
