import { zoneSchema } from "@club/domain/zones.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

// Issue 42: the zones, groups of regions. The key starts with the office's, so the office's invalidation reaches it.
const zonesKey = [...queryKeys.office, "zones"] as const;

/** GET /api/v1/office/zones */
export function useZones() {
  return useQuery({
    queryKey: zonesKey,
    queryFn: () => apiRequest("/office/zones", z.array(zoneSchema)),
  });
}

export type ZoneChange =
  | { kind: "add"; name: string; regions: string[] }
  | { kind: "change"; id: number; name: string; regions: string[] }
  | { kind: "remove"; id: number };

function send(change: ZoneChange) {
  switch (change.kind) {
    case "add":
      return apiRequest("/office/zones", zoneSchema, {
        method: "POST",
        body: { name: change.name, regions: change.regions },
      });
    case "change":
      return apiRequest(`/office/zones/${change.id}`, zoneSchema, {
        method: "PATCH",
        body: { name: change.name, regions: change.regions },
      });
    case "remove":
      return apiRequest(`/office/zones/${change.id}`, z.undefined(), { method: "DELETE" });
  }
}

/** Adds, changes or deletes a zone; the zones are read again (a region moved leaves the zone it was in). */
export function useChangeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: zonesKey }),
  });
}
