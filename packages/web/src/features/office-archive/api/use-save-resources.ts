import type { MemberResources } from "@club/domain/archive.schema";
import { memberResourcesSchema } from "@club/domain/archive.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { memberResourcesKey } from "../../../api/use-member-resources.ts";

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
      queryClient.setQueryData(memberResourcesKey, saved);
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.office, "audit"] });
    },
  });
}
