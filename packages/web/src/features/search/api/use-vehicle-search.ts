import { type VehicleSearchQuery, vehicleSearchReplySchema } from "@club/domain/search.schema";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { toQueryString } from "../../../api/query-string.ts";
import type { SearchParams } from "../../../search/state/search-params.ts";

export type VehicleSearchReply = z.infer<typeof vehicleSearchReplySchema>;
export type VehicleSortKey = NonNullable<VehicleSearchQuery["sort"]>;

export interface VehicleSearchFilters {
  makeId?: string;
  model?: string;
  year?: string;
  cylinders?: string;
  bodyStyle?: string;
  bodyMaker?: string;
  bodyNumber?: string;
  engineNumber?: string;
  serialNumber?: string;
  seniorNumber?: string;
}

export type VehicleSearch = SearchParams<VehicleSearchFilters, VehicleSortKey>;

/** GET /api/v1/vehicles/search (spec §7); nothing is asked until a search is run. */
export function useVehicleSearch(search: VehicleSearch | null) {
  return useQuery({
    queryKey: queryKeys.vehicleSearch(search),
    queryFn: () => {
      const { filters, sort, order, page } = search as VehicleSearch;
      // Without a sort key the server keeps its own order, so no order is sent either.
      return apiRequest(
        `/vehicles/search${toQueryString({ ...filters, sort, order: sort ? order : undefined, page })}`,
        vehicleSearchReplySchema,
      );
    },
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });
}
