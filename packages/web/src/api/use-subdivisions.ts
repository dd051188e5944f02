import { subdivisionsSchema } from "@club/domain/geo.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

/** GET /api/v1/regions?country_code=US: that country's states or provinces, name to subdivision code. */
export function subdivisionsQuery(countryCode: string) {
  return queryOptions({
    queryKey: queryKeys.subdivisions(countryCode),
    queryFn: () =>
      apiRequest(`/regions?country_code=${encodeURIComponent(countryCode)}`, subdivisionsSchema, {
        auth: false,
      }),
    enabled: countryCode !== "",
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSubdivisions(countryCode: string) {
  return useQuery(subdivisionsQuery(countryCode));
}
