import { type MemberResources, memberResourcesSchema } from "@club/domain/archive.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/**
 * PUT /api/v1/office/resources (office administrators): the whole list, in its order. The list as saved is what the
 * members' page reads next.
 */
export function useSaveResources() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberResources) =>
      apiRequest("/office/resources", memberResourcesSchema, { method: "PUT", body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.memberResources, saved);
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.office, "audit"] });
    },
  });
}
