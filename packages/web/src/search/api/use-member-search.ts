import { type MemberSearchQuery, memberSearchReplySchema } from "@club/domain/search.schema";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { toQueryString } from "../../api/query-string.ts";
import type { SearchParams } from "../state/search-params.ts";

export type MemberSearchReply = z.infer<typeof memberSearchReplySchema>;
export type MemberSortKey = MemberSearchQuery["sort"];

/** The member filters; the administrator search adds the regional membership status (spec §5). */
export interface MemberSearchFilters {
  firstName?: string;
  lastName?: string;
  email?: string;
  city?: string;
  country?: string;
  state?: string;
  region?: string;
  /** A RegionalStatusFilter. */
  regionalMemberStatus?: string;
}

export type MemberSearch = SearchParams<MemberSearchFilters, MemberSortKey>;

/** GET /api/v1/members/search (spec §7); nothing is asked until a search is run. */
export function useMemberSearch(search: MemberSearch | null) {
  return useQuery({
    queryKey: queryKeys.memberSearch(search),
    queryFn: () => {
      const { filters, sort, order, page } = search as MemberSearch;
      return apiRequest(
        `/members/search${toQueryString({ ...filters, sort, order, page })}`,
        memberSearchReplySchema,
      );
    },
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });
}
