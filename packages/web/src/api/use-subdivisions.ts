import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

/** GET /api/v1/regions?country_code=US: that country's states or provinces, name to subdivision code. */
export function useSubdivisions(countryCode: string) {
  return useQuery({
    queryKey: queryKeys.subdivisions(countryCode),
    queryFn: () =>
      apiRequest<Record<string, string>>(`/regions?country_code=${encodeURIComponent(countryCode)}`, {
        auth: false,
      }),
    enabled: countryCode !== "",
    staleTime: Number.POSITIVE_INFINITY,
  });
}
