import { siteConfigSchema } from "@club/domain/site-config.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api/client.ts";
import { queryKeys } from "../api/query-keys.ts";

export function useSiteConfigQuery() {
  return useQuery({
    queryKey: queryKeys.siteConfig,
    queryFn: () => apiRequest("/site_config", siteConfigSchema, { auth: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
