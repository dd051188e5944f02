import { officerTermSchema, regionalOfficeSchema } from "@club/domain/officer-terms.schema";
import { useMutation, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";

// Issue 42: a region's director proposes a member for one of its offices; the office confirms it before it counts.

/** GET /api/v1/regional-offices: the offices in use, in the club's order (asked only when `wanted`). */
export function useOffices(wanted: boolean) {
  return useQuery({
    queryKey: ["regional-offices"],
    enabled: wanted,
    queryFn: () => apiRequest("/regional-offices", z.array(regionalOfficeSchema)),
  });
}

export interface Proposal {
  code: string;
  memberNo: number;
  officeId: number;
  /** None: the club's today. */
  startsOn?: string;
  endsOn: string | null;
}

/** POST /api/v1/regions/{code}/officer-proposals */
export function useProposeOfficer() {
  return useMutation({
    mutationFn: ({ code, ...term }: Proposal) =>
      apiRequest(`/regions/${encodeURIComponent(code)}/officer-proposals`, officerTermSchema, {
        method: "POST",
        body: { ...term },
      }),
  });
}
