import { officeRegionSchema } from "@club/domain/office-regions.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

// The regions and their administrators (issue 14). The key starts with the office's, so the office's invalidation
// reaches it.
export const officeRegionsKey = [...queryKeys.office, "regions"] as const;

/** GET /api/v1/office/regions: every region with its plan, its administrators and its active members. */
export function useOfficeRegions() {
  return useQuery({
    queryKey: officeRegionsKey,
    queryFn: () => apiRequest("/office/regions", z.array(officeRegionSchema)),
  });
}

/** PUT /api/v1/office/regions/{code}/administrators: the whole new list; answers with the region. */
export function useSetRegionAdministrators() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, ...body }: { code: string; memberIds: number[]; reason?: string }) =>
      apiRequest(`/office/regions/${encodeURIComponent(code)}/administrators`, officeRegionSchema, {
        method: "PUT",
        body,
      }),
    onSuccess: (region) => {
      queryClient.setQueryData<z.infer<typeof officeRegionSchema>[]>(officeRegionsKey, (regions) =>
        regions?.map((row) => (row.code === region.code ? region : row)),
      );
      // The audit trail and the members' records show the change too.
      const session = queryKeys.officeSession;
      void queryClient.invalidateQueries({
        queryKey: queryKeys.office,
        predicate: ({ queryKey }) => queryKey[1] !== session[1] && queryKey[1] !== officeRegionsKey[1],
      });
    },
  });
}
