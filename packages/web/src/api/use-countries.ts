import { countriesSchema } from "@club/domain/geo.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

/** GET /api/v1/countries: country name to ISO alpha-2 code; the list does not change while the app runs. */
export const countriesQuery = queryOptions({
  queryKey: queryKeys.countries,
  queryFn: () => apiRequest("/countries", countriesSchema, { auth: false }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useCountries() {
  return useQuery(countriesQuery);
}
