import { consentEventSchema } from "@club/domain/privacy.schema";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

const consentLogSchema = z.array(consentEventSchema);

/** GET /api/v1/office/members/{id}/consents: the member's consent log, newest first (issue 30). */
export function useMemberConsents(id: number) {
  return useQuery({
    queryKey: queryKeys.officeMemberConsents(id),
    queryFn: () => apiRequest(`/office/members/${id}/consents`, consentLogSchema),
  });
}
