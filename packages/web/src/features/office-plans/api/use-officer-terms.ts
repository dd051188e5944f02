import { officerTermSchema, regionalOfficeSchema } from "@club/domain/officer-terms.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { officeRegionsKey } from "./use-office-regions.ts";

// Issue 42: the offices a region's officers hold and the region's terms. The keys start with the office's, so the
// office's invalidation reaches them.
const officesKey = [...queryKeys.office, "regional-offices"] as const;
const termsKey = (code: string) => [...queryKeys.office, "regions", code, "terms"] as const;

/** GET /api/v1/office/regional-offices */
export function useRegionalOffices() {
  return useQuery({
    queryKey: officesKey,
    queryFn: () => apiRequest("/office/regional-offices", z.array(regionalOfficeSchema)),
  });
}

/** GET /api/v1/office/regions/{code}/terms (null: none asked). */
export function useRegionTerms(code: string | null) {
  return useQuery({
    queryKey: termsKey(code ?? ""),
    enabled: code !== null,
    queryFn: () =>
      apiRequest(`/office/regions/${encodeURIComponent(code ?? "")}/terms`, z.array(officerTermSchema)),
  });
}

export interface NewTerm {
  memberNo: number;
  officeId: number;
  /** None: the club's today, as the server counts it. */
  startsOn?: string;
  endsOn: string | null;
  reason?: string;
}

type TermChange =
  | { kind: "appoint"; code: string; term: NewTerm }
  | { kind: "end"; code: string; id: number }
  | { kind: "confirm"; code: string; id: number }
  | { kind: "remove"; code: string; id: number };

function send(change: TermChange) {
  const terms = `/office/regions/${encodeURIComponent(change.code)}/terms`;
  switch (change.kind) {
    case "appoint":
      return apiRequest(terms, officerTermSchema, { method: "POST", body: { ...change.term } });
    case "end":
      return apiRequest(`${terms}/${change.id}/end`, z.undefined(), { method: "POST" });
    case "confirm":
      return apiRequest(`${terms}/${change.id}/confirm`, officerTermSchema, { method: "POST" });
    case "remove":
      return apiRequest(`${terms}/${change.id}`, z.undefined(), { method: "DELETE" });
  }
}

/** Appoints, ends, confirms or removes a term; the region's terms and the regions' administrators are read again. */
export function useChangeTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (_, change) => {
      void queryClient.invalidateQueries({ queryKey: termsKey(change.code) });
      void queryClient.invalidateQueries({ queryKey: officeRegionsKey, exact: true });
    },
  });
}
